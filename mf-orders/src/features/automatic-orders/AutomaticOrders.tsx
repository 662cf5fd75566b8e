// Automatic orders per shop (issue 17; spec FAQ: "toggle > choose warehouse > Save"): a button on the orders list's
// toolbar opens the merchant's shops, each with its switch and the warehouse its automatic orders go to. Saving sends
// the shops changed; from then on a new order of a shop turned on goes to process at once (or waits as No stock).
// The settings screens of a later issue will hold the same control.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  FormControlLabel,
  Switch,
  TextField,
} from '@mui/material';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { failureMessage, fetchWarehouses, UiText, type UiMessage } from '../orders-common';
import { fetchAutomaticOrders, saveAutomaticOrders, type ShopAutomaticOrders } from './automaticOrders.api';

interface Choice {
  automaticOrders: boolean;
  warehouseId: string;
}

const choiceOf = (shop: ShopAutomaticOrders): Choice => ({
  automaticOrders: shop.automaticOrders,
  warehouseId: shop.warehouseId ?? '',
});

function AutomaticOrdersDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [shops, setShops] = useState<ShopAutomaticOrders[] | null>(null);
  const [warehouses, setWarehouses] = useState<{ id: string; name: string }[]>([]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const titleId = 'automatic-orders-title';

  if (shops === null && !loading && !failure) {
    setLoading(true);
    Promise.all([fetchAutomaticOrders(), fetchWarehouses()])
      .then(([list, places]) => {
        setShops(list);
        setWarehouses(places.map((w) => ({ id: w.id, name: w.name })));
        setChoices(Object.fromEntries(list.map((shop) => [shop.shopId, choiceOf(shop)])));
      })
      .catch((error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setLoading(false));
  }

  const change = (shopId: string, next: Partial<Choice>) => {
    setSaved(false);
    setErrors(({ [shopId]: _dropped, ...rest }) => rest);
    setChoices((current) => ({ ...current, [shopId]: { ...current[shopId]!, ...next } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shops) return;
    const missing = Object.fromEntries(
      shops
        .filter((shop) => choices[shop.shopId]!.automaticOrders && !choices[shop.shopId]!.warehouseId)
        .map((shop) => [shop.shopId, intl.formatMessage({ id: 'orders.automatic.warehouseRequired' })]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const changed = shops.filter((shop) => {
      const choice = choices[shop.shopId]!;
      return (
        choice.automaticOrders !== shop.automaticOrders || (choice.warehouseId || null) !== shop.warehouseId
      );
    });
    setBusy(true);
    setFailure(null);
    try {
      const answers = new Map<string, ShopAutomaticOrders>();
      for (const shop of changed) {
        const choice = choices[shop.shopId]!;
        answers.set(
          shop.shopId,
          await saveAutomaticOrders(shop.shopId, {
            automaticOrders: choice.automaticOrders,
            warehouseId: choice.warehouseId || null,
          }),
        );
      }
      setShops(shops.map((shop) => answers.get(shop.shopId) ?? shop));
      setSaved(true);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="orders.automatic.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <FormattedMessage id="orders.automatic.explanation" />
          </DialogContentText>
          {loading && (
            <CircularProgress aria-label={intl.formatMessage({ id: 'orders.automatic.loading' })} />
          )}
          {shops?.length === 0 && (
            <Alert severity="info">
              <FormattedMessage id="orders.automatic.noShops" />
            </Alert>
          )}
          {shops?.map((shop) => {
            const choice = choices[shop.shopId]!;
            return (
              <Box
                key={shop.shopId}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
              >
                <FormControlLabel
                  sx={{ minWidth: 200, mt: 1 }}
                  control={
                    <Switch
                      checked={choice.automaticOrders}
                      onChange={(event) => change(shop.shopId, { automaticOrders: event.target.checked })}
                    />
                  }
                  label={intl.formatMessage({ id: 'orders.automatic.shopSwitch' }, { shop: shop.shopName })}
                />
                <TextField
                  select
                  size="small"
                  sx={{ minWidth: 220 }}
                  id={`automatic-orders-warehouse-${shop.shopId}`}
                  label={intl.formatMessage({ id: 'orders.automatic.warehouse' }, { shop: shop.shopName })}
                  value={choice.warehouseId}
                  onChange={(event) => change(shop.shopId, { warehouseId: event.target.value })}
                  error={Boolean(errors[shop.shopId])}
                  helperText={errors[shop.shopId]}
                  slotProps={{ select: { native: true } }}
                >
                  <option value="">{intl.formatMessage({ id: 'orders.automatic.noWarehouse' })}</option>
                  {warehouses.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.name}
                    </option>
                  ))}
                </TextField>
              </Box>
            );
          })}
          {failure && (
            <Alert severity="error" role="alert">
              <UiText message={failure} />
            </Alert>
          )}
          {saved && (
            <Alert severity="success" role="status">
              <FormattedMessage id="orders.automatic.saved" />
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="orders.automatic.close" />
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !shops || shops.length === 0}>
            <FormattedMessage id="orders.automatic.save" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The toolbar's button and, while open, its dialog. */
export function AutomaticOrders() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<BoltOutlinedIcon />} onClick={() => setOpen(true)}>
        <FormattedMessage id="orders.automatic.open" />
      </Button>
      {open && <AutomaticOrdersDialog onClose={() => setOpen(false)} />}
    </>
  );
}
