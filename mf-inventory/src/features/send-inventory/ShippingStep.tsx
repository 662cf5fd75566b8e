import { FormattedMessage, useIntl } from 'react-intl';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { FormField, type FormikForm } from '../inventory-common';
import { MAX_SHIPPING_TEXT, type SendInventoryValues } from './sendInventory.form';

/** Step 3: how the boxes travel: the merchant's own carrier (name and tracking optional) or the shipping platform. */
export function ShippingStep({
  formik,
  formId,
}: {
  formik: FormikForm<SendInventoryValues>;
  formId: string;
}) {
  const intl = useIntl();
  const labelId = `${formId}-shipping-method`;
  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={labelId}>
          <FormattedMessage id="inventory.send.shipping.method" />
        </FormLabel>
        <RadioGroup name="shippingMethod" value={formik.values.shippingMethod} onChange={formik.handleChange}>
          <FormControlLabel
            value="own_carrier"
            control={<Radio />}
            label={intl.formatMessage({ id: 'inventory.common.shippingMethod.own_carrier' })}
          />
          <FormControlLabel
            value="shipping_platform"
            control={<Radio />}
            label={intl.formatMessage({ id: 'inventory.common.shippingMethod.shipping_platform' })}
          />
        </RadioGroup>
      </FormControl>
      {formik.values.shippingMethod === 'own_carrier' ? (
        <>
          <FormField
            formik={formik}
            formId={formId}
            name="carrierName"
            labelId="inventory.send.shipping.carrierName"
            hintId="inventory.send.optional"
            maxLength={MAX_SHIPPING_TEXT}
          />
          <FormField
            formik={formik}
            formId={formId}
            name="trackingNumber"
            labelId="inventory.send.shipping.trackingNumber"
            hintId="inventory.send.optional"
            maxLength={MAX_SHIPPING_TEXT}
          />
        </>
      ) : (
        <FormattedMessage id="inventory.send.shipping.platformHint" tagName="p" />
      )}
    </>
  );
}
