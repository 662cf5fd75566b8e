import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { failureMessage, getAppConfig, selectIsSignedIn, selectUser, type UiMessage } from '@estiba/shared';
import { fetchPlatforms, type EcommercePlatform } from '../integrations/integrations.api';
import { browser, connectShopify, connectWithToken } from '../integrations/integration.flow';
import {
  isOAuthPlatform,
  isOutsideIntegration,
  SANDBOX,
  sandboxStoreUrl,
  storeAddress,
  storeHost,
} from '../integrations/integration.rules';
import { UiText } from '../integrations/UiText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; platforms: EcommercePlatform[] };

type Field = 'platform' | 'url' | 'name' | 'token';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * `/new-integration` (toolbar 'Onboarding'): pick a platform, paste the store URL, Continue, grant access (FAQ).
 * A Shopify shop (or Estiba's sandbox store, offered first with the merchant's own address filled in) is validated
 * and the merchant sent to its authorisation page; another platform's shop is posted with the access token the
 * merchant pastes from that platform (spec point 4, step 3). Either way the flow ends on
 * /integrations, which shows what went wrong if anything did.
 */
export function NewIntegrationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSelector(selectIsSignedIn);
  const clientId = useSelector(selectUser)?.clientId ?? '';
  const outsideIntegration = isOutsideIntegration(params.get('state'));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [platform, setPlatform] = useState('');
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const ids = useId();

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'done', platforms: await fetchPlatforms() });
    } catch (error) {
      setLoaded({ status: 'failed', message: failureMessage(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const oauth = isOAuthPlatform(platform);
  const message = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const storeUrl = storeAddress(url);
    const found: FieldErrors = {};
    if (!platform) found.platform = message('settings.newIntegration.error.platform');
    if (!storeUrl) found.url = message('settings.newIntegration.error.url');
    if (platform && !oauth) {
      if (!name.trim()) found.name = message('settings.newIntegration.error.name');
      if (!token.trim()) found.token = message('settings.newIntegration.error.token');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !storeUrl) return;

    setSending(true);
    const outcome = oauth
      ? await connectShopify(storeUrl, { signedIn })
      : await connectWithToken({
          // The store's host names it for platforms without an id of their own in this flow.
          id: storeHost(storeUrl),
          url: storeUrl,
          name: name.trim(),
          ecommerce: platform,
          token: token.trim(),
          outsideIntegration,
        });
    if (outcome.kind === 'authorize') browser.assign(outcome.url);
    else navigate('/integrations');
  };

  const fieldProps = (field: Field) => ({
    id: `${ids}-${field}`,
    error: Boolean(errors[field]),
    helperText: errors[field],
    disabled: sending,
    fullWidth: true,
  });

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.newIntegration.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.newIntegration.intro" />
      </Typography>

      {loaded.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} />
          <FormattedMessage id="settings.newIntegration.loadingPlatforms" />
        </Box>
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load()}>
              <FormattedMessage id="settings.integrations.retry" />
            </Button>
          }
        >
          <UiText message={loaded.message} />
        </Alert>
      )}
      {loaded.status === 'done' && (
        <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
          <Typography id={`${ids}-platform-label`} component="h2" variant="h6" gutterBottom>
            <FormattedMessage id="settings.newIntegration.platform" />
          </Typography>
          <RadioGroup
            aria-labelledby={`${ids}-platform-label`}
            value={platform}
            onChange={(event) => {
              setPlatform(event.target.value);
              setErrors({});
              // The sandbox store is the merchant's own: its address is known.
              if (event.target.value === SANDBOX) setUrl(sandboxStoreUrl(getAppConfig().apiUrl, clientId));
            }}
            sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 1, mb: 1 }}
          >
            <FormControlLabel
              value={SANDBOX}
              disabled={sending}
              control={<Radio />}
              label={message('settings.newIntegration.sandbox')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, pr: 2, m: 0 }}
            />
            {loaded.platforms.map((option) => (
              <FormControlLabel
                key={option.slug}
                value={option.slug}
                disabled={sending}
                control={<Radio />}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <Box component="img" src={option.image} alt="" sx={{ width: 32, height: 32 }} />
                    {option.name}
                  </Box>
                }
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, pr: 2, m: 0 }}
              />
            ))}
          </RadioGroup>
          {errors.platform && (
            <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
              {errors.platform}
            </Typography>
          )}

          <TextField
            {...fieldProps('url')}
            label={message('settings.newIntegration.url')}
            placeholder={oauth ? 'mystore.myshopify.com' : 'https://mystore.com'}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            sx={{ mt: 2 }}
          />
          {platform && !oauth && (
            <>
              <TextField
                {...fieldProps('name')}
                label={message('settings.newIntegration.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                sx={{ mt: 2 }}
              />
              <TextField
                {...fieldProps('token')}
                label={message('settings.newIntegration.token')}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                autoComplete="off"
                sx={{ mt: 2 }}
              />
            </>
          )}
          {oauth && (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
              <FormattedMessage id="settings.newIntegration.grantAccess" />
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={sending}>
              <FormattedMessage id="settings.newIntegration.continue" />
            </Button>
            {sending && (
              <CircularProgress size={24} aria-label={message('settings.integrations.connecting')} />
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
