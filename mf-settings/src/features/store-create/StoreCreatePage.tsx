import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  bus,
  failureMessage,
  getAppConfig,
  newIdempotencyKey,
  PageLoader,
  RetryPanel,
  selectUser,
  type UiMessage,
} from '@estiba/shared';
import { serverFieldErrors } from '../../forms/fieldErrors';
import { UiText } from '../../forms/UiText';
import { browser, connectShopify } from '../integrations/integration.flow';
import { createSalesChannel, fetchWarehouseChoices, type WarehouseChoice } from './storeCreate.api';
import {
  kindForPath,
  manualChannelErrors,
  MAX_CHANNEL_NAME,
  newSandboxStoreUrl,
  type ManualChannelForm,
  type StoreKind,
} from './storeCreate.rules';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; warehouses: WarehouseChoice[] };
type Field = 'name' | 'warehouseId';

const EMPTY_FORM: ManualChannelForm = { name: '', warehouseId: '', automaticOrders: false };

/**
 * `/store/create` and `/createStoreFulfillment`: create a store in the portal. Either the merchant's own sandbox
 * store (a new one, connected through the same OAuth code as /new-integration: validated, then its authorisation
 * page), or a manual sales channel for CSV and API orders (a name, its default warehouse, automatic orders). Both
 * end on /integrations, which lists the new shop. The route pre-selects the kind (storeCreate.rules' kindForPath).
 */
export function StoreCreatePage() {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const clientId = useSelector(selectUser)?.clientId ?? '';
  const [kind, setKind] = useState<StoreKind>(() => kindForPath(pathname));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [form, setForm] = useState<ManualChannelForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  // One key per attempt: a resend of the same form (a lost answer) creates one channel; a changed form is new.
  const attemptKey = useRef(newIdempotencyKey());
  const sandboxUrl = useMemo(() => newSandboxStoreUrl(getAppConfig().apiUrl, clientId), [clientId]);

  useEffect(() => setKind(kindForPath(pathname)), [pathname]);

  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const warehouses = await fetchWarehouseChoices();
      setLoad({ state: 'ready', warehouses });
    } catch (error) {
      console.warn('the warehouses did not load', error);
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.state === 'loading') return <PageLoader />;
  if (load.state === 'failed') return <RetryPanel onRetry={() => void reload()} />;

  const change = <K extends keyof ManualChannelForm>(field: K, value: ManualChannelForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'automaticOrders') setErrors((current) => ({ ...current, [field]: undefined }));
    attemptKey.current = newIdempotencyKey();
  };

  const createSandbox = async () => {
    setSending(true);
    setFailure(null);
    // Refusals are kept under integration-error for /integrations to show, as /new-integration's are.
    const outcome = await connectShopify(sandboxUrl, { signedIn: true });
    if (outcome.kind === 'authorize') browser.assign(outcome.url);
    else navigate('/integrations');
  };

  const createManual = async () => {
    const found = manualChannelErrors(form);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, textId]) => [field, intl.formatMessage({ id: textId })]),
      ),
    );
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const channel = await createSalesChannel(
        { name: form.name.trim(), warehouseId: form.warehouseId, automaticOrders: form.automaticOrders },
        attemptKey.current,
      );
      bus.emit('notify', {
        id: 'settings.storeCreate.created',
        values: { name: channel.name },
        severity: 'success',
      });
      navigate('/integrations');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.name || fields.warehouseId)
        setErrors({ name: fields.name, warehouseId: fields.warehouseId });
      else setFailure(failureMessage(error));
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (kind === 'sandbox' ? createSandbox() : createManual());
  };

  const kindLabel = (value: StoreKind) => (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
        <FormattedMessage id={`settings.storeCreate.kind.${value}`} />
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        <FormattedMessage id={`settings.storeCreate.kind.${value}Help`} />
      </Typography>
    </Box>
  );

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.storeCreate.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.storeCreate.intro" />
      </Typography>
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
        <FormControl component="fieldset" disabled={sending} sx={{ mb: 2 }}>
          <FormLabel component="legend" id={`${id}-kind`}>
            <FormattedMessage id="settings.storeCreate.kind" />
          </FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as StoreKind);
              setFailure(null);
            }}
          >
            <FormControlLabel value="sandbox" control={<Radio />} label={kindLabel('sandbox')} />
            <FormControlLabel value="manual" control={<Radio />} label={kindLabel('manual')} />
          </RadioGroup>
        </FormControl>

        {kind === 'sandbox' ? (
          <TextField
            id={`${id}-sandbox-url`}
            label={intl.formatMessage({ id: 'settings.storeCreate.sandboxUrl' })}
            value={sandboxUrl}
            helperText={intl.formatMessage({ id: 'settings.storeCreate.sandboxUrlHelp' })}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
            margin="normal"
          />
        ) : (
          <>
            <TextField
              id={`${id}-name`}
              label={intl.formatMessage({ id: 'settings.storeCreate.name' })}
              value={form.name}
              onChange={(event) => change('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? intl.formatMessage({ id: 'settings.storeCreate.nameHelp' })}
              slotProps={{ htmlInput: { maxLength: MAX_CHANNEL_NAME } }}
              disabled={sending}
              required
              fullWidth
              margin="normal"
            />
            <TextField
              id={`${id}-warehouse`}
              select
              slotProps={{ select: { native: true } }}
              label={intl.formatMessage({ id: 'settings.storeCreate.warehouse' })}
              value={form.warehouseId}
              onChange={(event) => change('warehouseId', event.target.value)}
              error={Boolean(errors.warehouseId)}
              helperText={
                errors.warehouseId ?? intl.formatMessage({ id: 'settings.storeCreate.warehouseHelp' })
              }
              disabled={sending}
              required
              fullWidth
              margin="normal"
            >
              <option value="">{intl.formatMessage({ id: 'settings.storeCreate.chooseWarehouse' })}</option>
              {load.warehouses.map((warehouse) => (
                <option key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={form.automaticOrders}
                  onChange={(event) => change('automaticOrders', event.target.checked)}
                  disabled={sending}
                />
              }
              label={intl.formatMessage({ id: 'settings.storeCreate.automaticOrders' })}
              sx={{ mt: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="settings.storeCreate.automaticOrdersHelp" />
            </Typography>
          </>
        )}

        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={sending}>
            <FormattedMessage
              id={
                kind === 'sandbox'
                  ? 'settings.storeCreate.createSandbox'
                  : 'settings.storeCreate.createManual'
              }
            />
          </Button>
          <Button onClick={() => navigate('/integrations')} disabled={sending}>
            <FormattedMessage id="settings.storeCreate.cancel" />
          </Button>
          {sending && (
            <CircularProgress
              size={24}
              aria-label={intl.formatMessage({ id: 'settings.storeCreate.sending' })}
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
