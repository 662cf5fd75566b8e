import { FormField, type FormikForm } from '../inventory-common';
import type { SendInventoryValues } from './sendInventory.form';

/** Step 5: the date the boxes arrive, today or later where the warehouse is. */
export function ArrivalStep({
  formik,
  formId,
  today,
}: {
  formik: FormikForm<SendInventoryValues>;
  formId: string;
  today: string;
}) {
  return (
    <FormField
      formik={formik}
      formId={formId}
      name="arrivalDate"
      labelId="inventory.send.arrival.date"
      hintId="inventory.send.arrival.hint"
      type="date"
      min={today}
      required
      fullWidth={false}
    />
  );
}
