import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Switch,
  Typography,
} from '@mui/material';
import { failureMessage, PageLoader, RetryPanel, type UiMessage } from '@estiba/shared';
import { serverFieldErrors } from '../../forms/fieldErrors';
import { UiText } from '../../forms/UiText';
import {
  fetchShopSettings,
  fetchWarehouseChoices,
  saveShopSettings,
  type ShopAutomaticOrders,
  type WarehouseChoice,
} from './shop-settings.api';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; shops: ShopAutomaticOrders[] };

/**
 * `/settings/shop-settings`: per shop, automatic orders on or off and the warehouse they go to (spec FAQ: Settings
 * > Shops > pick shop > Automatic Orders > toggle > choose warehouse > Save). Turning it on needs a warehouse.
 */
export function ShopSettingsPage() {
  const intl = useIntl();
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [warehouses, setWarehouses] = useState<WarehouseChoice[]>([]);
  const [shopId, setShopId] = useState('');
  const [automatic, setAutomatic] = useState(false);
  const [warehouseId, setWarehouseId] = useState('');
  const [warehouseError, setWarehouseError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const choose = useCallback((shop: ShopAutomaticOrders | undefined) => {
    setShopId(shop?.shopId ?? '');
    setAutomatic(shop?.automaticOrders ?? false);
    setWarehouseId(shop?.warehouseId ?? '');
    setWarehouseError(null);
    setSaved(false);
    setFailure(null);
  }, []);

  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const [shops, choices] = await Promise.all([fetchShopSettings(), fetchWarehouseChoices()]);
      setWarehouses(choices);
      setLoad({ state: 'ready', shops });
      choose(shops[0]);
    } catch (error) {
      console.warn('the shop settings did not load', error);
      setLoad({ state: 'failed' });
    }
  }, [choose]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.state === 'loading') return <PageLoader />;
  if (load.state === 'failed') return <RetryPanel onRetry={() => void reload()} />;

  const shops = load.shops;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (automatic && !warehouseId) {
      setWarehouseError(intl.formatMessage({ id: 'settings.shopSettings.error.warehouse' }));
      return;
    }
    setWarehouseError(null);
    setFailure(null);
    setSaving(true);
    try {
      const updated = await saveShopSettings(shopId, {
        automaticOrders: automatic,
        warehouseId: warehouseId || null,
      });
      setLoad({
        state: 'ready',
        shops: shops.map((shop) => (shop.shopId === updated.shopId ? updated : shop)),
      });
      setSaved(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.warehouseId) setWarehouseError(fields.warehouseId);
      else setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.shopSettings.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="settings.shopSettings.intro" />
      </Typography>
      {shops.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="settings.shopSettings.noShops" />
        </Alert>
      ) : (
        <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
          <FormControl fullWidth sx={{ mb: 3 }}>
            <InputLabel id={`${id}-shop`}>
              <FormattedMessage id="settings.shopSettings.shop" />
            </InputLabel>
            <Select
              labelId={`${id}-shop`}
              label={intl.formatMessage({ id: 'settings.shopSettings.shop' })}
              value={shopId}
              onChange={(event) => choose(shops.find((shop) => shop.shopId === event.target.value))}
            >
              {shops.map((shop) => (
                <MenuItem key={shop.shopId} value={shop.shopId}>
                  {shop.shopName}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="h6" component="h2">
            <FormattedMessage id="settings.shopSettings.automaticOrders" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="settings.shopSettings.automaticOrdersHelp" />
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={automatic}
                onChange={(event) => {
                  setAutomatic(event.target.checked);
                  setSaved(false);
                }}
              />
            }
            label={intl.formatMessage({ id: 'settings.shopSettings.automaticOrders' })}
            sx={{ mb: 2 }}
          />
          <FormControl fullWidth error={Boolean(warehouseError)} disabled={!automatic}>
            <InputLabel id={`${id}-warehouse`}>
              <FormattedMessage id="settings.shopSettings.warehouse" />
            </InputLabel>
            <Select
              labelId={`${id}-warehouse`}
              label={intl.formatMessage({ id: 'settings.shopSettings.warehouse' })}
              value={warehouseId}
              aria-describedby={warehouseError ? `${id}-warehouse-error` : undefined}
              onChange={(event) => {
                setWarehouseId(event.target.value);
                setWarehouseError(null);
                setSaved(false);
              }}
            >
              {warehouses.map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </Select>
            {warehouseError && <FormHelperText id={`${id}-warehouse-error`}>{warehouseError}</FormHelperText>}
          </FormControl>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          {saved && (
            <Alert severity="success" sx={{ mt: 2 }}>
              <FormattedMessage id="settings.shopSettings.saved" />
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              <FormattedMessage id="settings.shopSettings.save" />
            </Button>
            {saving && <CircularProgress size={24} />}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
