import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, CircularProgress, Typography } from '@mui/material';
import {
  FormField,
  LoadFailure,
  type FormikForm,
  type UiMessage,
  type WarehouseSummary,
} from '../inventory-common';
import type { SendInventoryValues } from './sendInventory.form';

export interface WarehouseStepProps {
  formik: FormikForm<SendInventoryValues>;
  formId: string;
  warehouses: WarehouseSummary[] | null;
  failure: UiMessage | null;
  onRetry: () => void;
  /** The products chosen were counted at the previous warehouse: the page empties them. */
  onWarehouseChange: () => void;
}

/** Step 1: the warehouse the boxes go to. */
export function WarehouseStep({
  formik,
  formId,
  warehouses,
  failure,
  onRetry,
  onWarehouseChange,
}: WarehouseStepProps) {
  const intl = useIntl();
  if (failure) return <LoadFailure message={failure} onRetry={onRetry} />;
  if (!warehouses) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (warehouses.length === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage id="inventory.send.warehouse.none" />
      </Alert>
    );
  }
  const chosen = warehouses.find((warehouse) => warehouse.id === formik.values.warehouseId);
  return (
    <>
      <FormField
        formik={formik}
        formId={formId}
        name="warehouseId"
        labelId="inventory.send.warehouse.label"
        select
        required
        onEdit={onWarehouseChange}
      >
        <option value="">{intl.formatMessage({ id: 'inventory.send.warehouse.choose' })}</option>
        {warehouses.map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </FormField>
      {chosen && (
        <Typography variant="body2" color="text.secondary">
          {chosen.address}
        </Typography>
      )}
      {formik.values.lines.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="inventory.send.warehouse.changeHint" />
        </Typography>
      )}
    </>
  );
}
