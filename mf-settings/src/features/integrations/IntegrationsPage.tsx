import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  bus,
  failureMessage,
  isLocale,
  selectIsSignedIn,
  setLanguage,
  STORAGE_KEYS,
  type UiMessage,
} from '@estiba/shared';
import {
  disconnectShop,
  fetchPlatforms,
  fetchShops,
  syncShop,
  type ConnectedShop,
  type EcommercePlatform,
} from './integrations.api';
import { browser, completeIntegrateStep, connectShopify, connectWithToken } from './integration.flow';
import {
  integrationErrorMessage,
  integrationStep,
  MANUAL,
  readIntegrationQuery,
  SANDBOX,
  takeIntegrationError,
} from './integration.rules';
import { UiText } from './UiText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: UiMessage }
  | { status: 'done'; shops: ConnectedShop[]; platforms: EcommercePlatform[] };

/** The platforms' names, for the shops' slugs; without them the page still lists the shops (by slug). */
async function platformsOrNone(): Promise<EcommercePlatform[]> {
  try {
    return await fetchPlatforms();
  } catch (error) {
    console.warn("the platforms' names could not be read", error);
    return [];
  }
}

/** The status words the page translates; any other is shown as the API wrote it. */
const KNOWN_STATUSES = ['connected', 'needs_update', 'disconnected', 'syncing', 'error'] as const;
const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'default' | 'info' | 'error'> = {
  connected: 'success',
  needs_update: 'warning',
  disconnected: 'default',
  syncing: 'info',
  error: 'error',
};

function ShopStatus({ status }: { status: string }) {
  const known = (KNOWN_STATUSES as readonly string[]).includes(status);
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      label={known ? <FormattedMessage id={`settings.integrations.status.${status}`} /> : status}
    />
  );
}

/**
 * `/integrations`: the merchant's connected shops (platform, status, last sync, Sync now, Disconnect) and the way to
 * connect another. Its address carries the query parameters of spec point 2: a connector's return with a shop
 * token posts the shop, a Shopify `shop` is validated and sent to its authorisation page, OAuth's return marks the
 * onboarding step; each then comes back here without them. The integration error a flow left in local storage
 * (`integration-error`) is shown once and cleared.
 */
export function IntegrationsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useSelector(selectIsSignedIn);
  const query = readIntegrationQuery(params);
  const step = integrationStep(query);
  const working = step.kind !== 'none';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [error, setError] = useState<UiMessage | null>(null);
  const [notice, setNotice] = useState<UiMessage | null>(null);
  const [busyShop, setBusyShop] = useState<string | null>(null);
  const [disconnecting, setDisconnecting] = useState<ConnectedShop | null>(null);
  // One run per address: React may run an effect twice, and a shop must be posted once.
  const handled = useRef<string | null>(null);

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setLoaded({ status: 'loading' });
    try {
      const [shops, platforms] = await Promise.all([fetchShops(), platformsOrNone()]);
      setLoaded({ status: 'done', shops, platforms });
    } catch (failure) {
      if (!quiet) setLoaded({ status: 'failed', message: failureMessage(failure) });
    }
  }, []);

  const search = params.toString();
  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    if (query.invitation) localStorage.setItem(STORAGE_KEYS.invitation, query.invitation);
    if (isLocale(query.locale)) setLanguage(query.locale);
    if (step.kind === 'none') {
      const stored = takeIntegrationError();
      if (stored) setError(integrationErrorMessage(stored));
      void load(false);
      return;
    }
    const backHere = () => navigate('/integrations', { replace: true });
    if (step.kind === 'connect') void connectWithToken(step.payload).then(backHere);
    else if (step.kind === 'connected') void completeIntegrateStep().then(backHere);
    else
      void connectShopify(step.url, { signedIn }).then((outcome) => {
        if (outcome.kind === 'authorize') browser.assign(outcome.url);
        else backHere();
      });
    // The address decides; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // A finished product sync (the socket's progress) updates the shop's last sync.
  useEffect(
    () =>
      bus.on('products/progress', ({ current, total }) => {
        if (total > 0 && current >= total) void load(true);
      }),
    [load],
  );

  const sync = async (shop: ConnectedShop) => {
    setBusyShop(shop.shopId);
    setError(null);
    try {
      await syncShop(shop.shopId);
      setNotice({ id: 'settings.integrations.syncStarted', values: { shop: shop.name } });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusyShop(null);
    }
  };

  const disconnect = async (shop: ConnectedShop) => {
    setDisconnecting(null);
    setBusyShop(shop.shopId);
    setError(null);
    try {
      await disconnectShop(shop.shopId);
      setNotice({ id: 'settings.integrations.disconnected', values: { shop: shop.name } });
      await load(true);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusyShop(null);
    }
  };

  const formatSync = (iso: string | null) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime())
      ? intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })
      : intl.formatMessage({ id: 'settings.integrations.neverSynced' });
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="settings.toolbar.integrations" />
        </Typography>
        {/* A sandbox store or a manual sales channel, created in the portal (features/store-create). */}
        <Button variant="outlined" component={RouterLink} to="/store/create" disabled={working}>
          <FormattedMessage id="settings.storeCreate.title" />
        </Button>
        <Button variant="contained" component={RouterLink} to="/new-integration" disabled={working}>
          <FormattedMessage id="settings.integrations.add" />
        </Button>
      </Box>

      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          <UiText message={error} />
        </Alert>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          <UiText message={notice} />
        </Alert>
      )}

      {working || loaded.status === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} />
          <FormattedMessage
            id={working ? 'settings.integrations.connecting' : 'settings.integrations.loading'}
          />
        </Box>
      ) : loaded.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load(false)}>
              <FormattedMessage id="settings.integrations.retry" />
            </Button>
          }
        >
          <UiText message={loaded.message} />
        </Alert>
      ) : loaded.shops.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            <FormattedMessage id="settings.integrations.empty" />
          </Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={intl.formatMessage({ id: 'settings.integrations.shops' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="settings.integrations.column.shop" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="settings.integrations.column.platform" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="settings.integrations.column.status" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="settings.integrations.column.lastSync" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="settings.integrations.column.actions" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.shops.map((shop) => (
                <TableRow key={shop.shopId}>
                  <TableCell>
                    {shop.url ? (
                      <Link href={shop.url} target="_blank" rel="noopener noreferrer">
                        {shop.name}
                      </Link>
                    ) : (
                      shop.name
                    )}
                  </TableCell>
                  <TableCell>
                    {shop.ecommerce === SANDBOX ? (
                      <FormattedMessage id="settings.newIntegration.sandbox" />
                    ) : shop.ecommerce === MANUAL ? (
                      <FormattedMessage id="settings.storeCreate.manualPlatform" />
                    ) : (
                      (loaded.platforms.find((platform) => platform.slug === shop.ecommerce)?.name ??
                      shop.ecommerce)
                    )}
                  </TableCell>
                  <TableCell>
                    <ShopStatus status={shop.status} />
                  </TableCell>
                  <TableCell>{formatSync(shop.lastSyncAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {/* A disconnected shop has no token left: nothing to sync or disconnect. */}
                    {shop.status !== 'disconnected' && (
                      <>
                        {/* A manual sales channel has no store to sync products from. */}
                        {shop.ecommerce !== MANUAL && (
                          <Button
                            size="small"
                            disabled={busyShop !== null}
                            onClick={() => void sync(shop)}
                            aria-label={intl.formatMessage(
                              { id: 'settings.integrations.syncShop' },
                              { shop: shop.name },
                            )}
                          >
                            <FormattedMessage id="settings.integrations.sync" />
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="error"
                          disabled={busyShop !== null}
                          onClick={() => setDisconnecting(shop)}
                          aria-label={intl.formatMessage(
                            { id: 'settings.integrations.disconnectShop' },
                            { shop: shop.name },
                          )}
                        >
                          <FormattedMessage id="settings.integrations.disconnect" />
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Dialog open={disconnecting !== null} onClose={() => setDisconnecting(null)}>
        <DialogTitle>
          <FormattedMessage
            id="settings.integrations.confirm.title"
            values={{ shop: disconnecting?.name ?? '' }}
          />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id="settings.integrations.confirm.body" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDisconnecting(null)}>
            <FormattedMessage id="settings.integrations.confirm.cancel" />
          </Button>
          <Button color="error" onClick={() => disconnecting && void disconnect(disconnecting)}>
            <FormattedMessage id="settings.integrations.disconnect" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
