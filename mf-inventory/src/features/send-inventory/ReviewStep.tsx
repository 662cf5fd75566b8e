import { FormattedMessage, useIntl } from 'react-intl';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { FormikForm, WarehouseSummary } from '../inventory-common';
import type { SendInventoryValues } from './sendInventory.form';
import { toCount } from './sendInventory.rules';

function Section({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}

/** Step 6: everything chosen, and whether the boxes ship with the shipping platform (FAQ). */
export function ReviewStep({
  formik,
  warehouse,
}: {
  formik: FormikForm<SendInventoryValues>;
  warehouse: WarehouseSummary | undefined;
}) {
  const intl = useIntl();
  const { values, setFieldValue } = formik;
  const boxes = toCount(values.boxCount);
  const units = values.lines.reduce((sum, line) => sum + toCount(line.quantity), 0);
  return (
    <>
      <Section titleId="inventory.send.steps.warehouse">
        <Typography>{warehouse?.name ?? values.warehouseId}</Typography>
        {warehouse && <Typography color="text.secondary">{warehouse.address}</Typography>}
      </Section>
      <Section titleId="inventory.send.steps.products">
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {values.lines.map((line) => (
            <li key={line.productId}>
              <FormattedMessage
                id="inventory.send.review.line"
                values={{ sku: line.sku, name: line.name, quantity: toCount(line.quantity) }}
              />
            </li>
          ))}
        </Box>
        <Typography color="text.secondary">
          <FormattedMessage id="inventory.send.review.units" values={{ units }} />
        </Typography>
      </Section>
      <Section titleId="inventory.send.steps.boxes">
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {Array.from({ length: boxes }, (_, box) => (
            <li key={box}>
              <FormattedMessage id="inventory.send.boxes.box" values={{ number: box + 1 }} />
              {': '}
              {values.lines
                .filter((line) => toCount(line.perBox[box] ?? '') > 0)
                .map((line) => `${line.sku} × ${toCount(line.perBox[box] ?? '')}`)
                .join(', ')}
            </li>
          ))}
        </Box>
      </Section>
      <Section titleId="inventory.send.steps.arrival">
        <Typography>
          {values.arrivalDate &&
            intl.formatDate(`${values.arrivalDate}T12:00:00`, {
              dateStyle: 'long',
            } as Intl.DateTimeFormatOptions)}
        </Typography>
      </Section>
      <Section titleId="inventory.send.steps.shipping">
        <FormControlLabel
          control={
            <Switch
              checked={values.shippingMethod === 'shipping_platform'}
              onChange={(event) =>
                void setFieldValue(
                  'shippingMethod',
                  event.target.checked ? 'shipping_platform' : 'own_carrier',
                )
              }
            />
          }
          label={intl.formatMessage({ id: 'inventory.send.review.useShippingPlatform' })}
        />
        {values.shippingMethod === 'own_carrier' &&
          (values.carrierName.trim() || values.trackingNumber.trim()) && (
            <Typography color="text.secondary">
              <FormattedMessage
                id="inventory.send.review.carrier"
                values={{
                  carrier: values.carrierName.trim() || '—',
                  tracking: values.trackingNumber.trim() || '—',
                }}
              />
            </Typography>
          )}
      </Section>
    </>
  );
}
