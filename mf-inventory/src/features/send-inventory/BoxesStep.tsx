import { useEffect } from 'react';
import { getIn } from 'formik';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormField, type FormikForm } from '../inventory-common';
import type { SendInventoryValues } from './sendInventory.form';
import {
  isPositiveInteger,
  MAX_BOXES,
  resizeSplit,
  splitEvenly,
  splitTotal,
  toCount,
} from './sendInventory.rules';

/**
 * Step 4: the number of boxes and how many units of each product go in each box. Each product's boxes must
 * add up to its quantity; the row says what is still to place.
 */
export function BoxesStep({ formik, formId }: { formik: FormikForm<SendInventoryValues>; formId: string }) {
  const { boxCount, lines } = formik.values;
  const boxes = isPositiveInteger(boxCount) ? Math.min(toCount(boxCount), MAX_BOXES) : 0;
  const { setFieldValue } = formik;

  // The table follows the number of boxes: boxes added start empty, removed ones drop their units.
  useEffect(() => {
    if (boxes === 0) return;
    if (lines.every((line) => line.perBox.length === boxes)) return;
    void setFieldValue(
      'lines',
      lines.map((line) => ({ ...line, perBox: resizeSplit(line.perBox, boxes, line.quantity) })),
      false,
    );
  }, [boxes, lines, setFieldValue]);

  const spreadEvenly = () =>
    void setFieldValue(
      'lines',
      lines.map((line) => ({ ...line, perBox: splitEvenly(toCount(line.quantity), boxes) })),
    );

  const shown = (index: number) =>
    formik.submitCount > 0 || Boolean(getIn(formik.touched, `lines.${index}.perBox`));

  return (
    <>
      <FormField
        formik={formik}
        formId={formId}
        name="boxCount"
        labelId="inventory.send.boxes.count"
        hintId="inventory.send.boxes.countHint"
        hintValues={{ max: MAX_BOXES }}
        inputMode="numeric"
        required
        fullWidth={false}
      />
      {boxes > 0 && (
        <>
          <Button variant="outlined" size="small" onClick={spreadEvenly} sx={{ my: 1 }}>
            <FormattedMessage id="inventory.send.boxes.spreadEvenly" />
          </Button>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="inventory.common.sku" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="inventory.send.products.quantity" />
                  </TableCell>
                  {Array.from({ length: boxes }, (_, box) => (
                    <TableCell key={box}>
                      <FormattedMessage id="inventory.send.boxes.box" values={{ number: box + 1 }} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <FormattedMessage id="inventory.send.boxes.placed" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, index) => {
                  const placed = splitTotal(line.perBox);
                  const error: unknown = getIn(formik.errors, `lines.${index}.perBox`);
                  const statusId = `${formId}-placed-${index}`;
                  return (
                    <TableRow key={line.productId}>
                      <TableCell component="th" scope="row">
                        {line.sku}
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      {Array.from({ length: boxes }, (_, box) => (
                        <TableCell key={box} sx={{ minWidth: 96 }}>
                          <FormField
                            formik={formik}
                            formId={formId}
                            name={`lines.${index}.perBox.${box}`}
                            labelId="inventory.send.boxes.unitsIn"
                            labelValues={{ sku: line.sku, number: box + 1 }}
                            inputMode="numeric"
                            size="small"
                          />
                        </TableCell>
                      ))}
                      <TableCell id={statusId}>
                        <Typography
                          variant="body2"
                          color={typeof error === 'string' && shown(index) ? 'error' : 'text.primary'}
                          role={typeof error === 'string' && shown(index) ? 'alert' : undefined}
                        >
                          <FormattedMessage
                            id="inventory.send.boxes.placedOf"
                            values={{ placed, quantity: toCount(line.quantity) }}
                          />
                          {typeof error === 'string' && shown(index) && (
                            <>
                              {' '}
                              <FormattedMessage id={error} />
                            </>
                          )}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </>
  );
}
