import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { bus, failureMessage, newIdempotencyKey, type UiMessage } from '@estiba/shared';
import { UiText } from '../integrations/UiText';
import { apiDocsUrl, createToken, fetchTokens, revokeToken, type ApiToken } from './api-tokens.api';
import { CreateTokenForm, type CreateTokenInput } from './CreateTokenForm';
import { OneTimeSecretDialog } from '../../forms/OneTimeSecretDialog';
import { TokenList } from './TokenList';

type Loaded =
  { status: 'loading' } | { status: 'failed'; message: UiMessage } | { status: 'done'; tokens: ApiToken[] };

/**
 * `/api-token` (toolbar 'Get API Token', issue 20): the merchant's tokens for the public API. Creating one shows
 * its secret once, with a copy button; the list says when each was made and last used; Revoke (after a confirm)
 * stops it at once. The public API's interactive documentation is one link away.
 */
export function ApiTokensPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiMessage | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  // The same key while one create is retried after a failure without an answer, a new one once it succeeded.
  const createKey = useRef(newIdempotencyKey());

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'done', tokens: await fetchTokens() });
    } catch (failure) {
      setLoaded({ status: 'failed', message: failureMessage(failure) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (token: ApiToken) =>
    setLoaded((current) =>
      current.status === 'done'
        ? {
            status: 'done',
            tokens: current.tokens.some((t) => t.id === token.id)
              ? current.tokens.map((t) => (t.id === token.id ? token : t))
              : [token, ...current.tokens],
          }
        : current,
    );

  const create = async (input: CreateTokenInput): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const created = await createToken(input, createKey.current);
      createKey.current = newIdempotencyKey();
      replace(created.token);
      setSecret(created.secret);
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (token: ApiToken) => {
    setRevoking(null);
    setBusy(true);
    setError(null);
    try {
      replace(await revokeToken(token.id));
      bus.emit('notify', {
        id: 'settings.apiTokens.revoked',
        values: { name: token.name },
        severity: 'success',
      });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.apiTokens.title" />
      </Typography>
      <Typography sx={{ mb: 1 }}>
        <FormattedMessage id="settings.apiTokens.intro" />
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link href={apiDocsUrl()} target="_blank" rel="noopener">
          <FormattedMessage id="settings.apiTokens.docs" />
        </Link>
      </Typography>

      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          <UiText message={error} />
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <CreateTokenForm busy={busy} onCreate={create} />
      </Paper>

      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="settings.apiTokens.list" />
      </Typography>
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <FormattedMessage id="settings.apiTokens.loading" />
        </Box>
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load()}>
              <FormattedMessage id="settings.apiTokens.retry" />
            </Button>
          }
        >
          <UiText message={loaded.message} />
        </Alert>
      )}
      {loaded.status === 'done' && <TokenList tokens={loaded.tokens} busy={busy} onRevoke={setRevoking} />}

      <OneTimeSecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        dialogId="api-token-secret-title"
        messagePrefix="settings.apiTokens.secret"
      />

      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        aria-labelledby="api-token-revoke-title"
      >
        <DialogTitle id="api-token-revoke-title">
          <FormattedMessage id="settings.apiTokens.confirm.title" values={{ name: revoking?.name ?? '' }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="settings.apiTokens.confirm.body" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>
            <FormattedMessage id="settings.apiTokens.confirm.cancel" />
          </Button>
          <Button color="error" onClick={() => revoking && void revoke(revoking)}>
            <FormattedMessage id="settings.apiTokens.revoke" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
