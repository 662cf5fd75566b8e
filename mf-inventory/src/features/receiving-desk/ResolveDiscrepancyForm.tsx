import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { Alert, Box, Button, IconButton, Paper, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReceivingBox, StaffBoxView } from '@estiba/api/contract';
import { failedResponse, failureMessage, HTTP_CONFLICT, UiText, type UiMessage } from '../inventory-common';
import { MAX_NOTE_LENGTH } from './boxCount.form';
import { resolveDiscrepancy } from './receivingDesk.api';
import { resolveBody, validateResolve, type ResolveValues } from './resolveDiscrepancy.form';

interface ResolveDiscrepancyFormProps {
  box: ReceivingBox;
  onResolved: (view: StaffBoxView) => void;
  /** Someone resolved it first (409). */
  onConflict: (message: UiMessage) => void;
}

/**
 * Resolving a box's discrepancy, the explicit step merchants see in the box's timeline: how it was settled, and
 * optionally on hand corrected per SKU of the client's (an unknown SKU has no stock to correct).
 */
export function ResolveDiscrepancyForm({ box, onResolved, onConflict }: ResolveDiscrepancyFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const skus = box.lines.filter((line) => line.productId).map((line) => line.sku);
  const formik = useFormik<ResolveValues>({
    initialValues: { note: '', adjustments: [] },
    validate: validateResolve,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onResolved(await resolveDiscrepancy(box.id, resolveBody(values)));
      } catch (error) {
        if (failedResponse(error)?.status === HTTP_CONFLICT) onConflict(failureMessage(error));
        else setFailure(failureMessage(error));
      }
    },
  });
  const errorOf = (name: string): string | null => {
    const error: unknown = getIn(formik.errors, name);
    return typeof error === 'string' && (getIn(formik.touched, name) || formik.submitCount > 0)
      ? error
      : null;
  };
  const noteError = errorOf('note');
  const adjustLabel = intl.formatMessage({ id: 'inventory.receiving.resolve.quantity' });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <FormikProvider value={formik}>
        <Box
          component="form"
          noValidate
          aria-labelledby="resolve-discrepancy-title"
          onSubmit={formik.handleSubmit}
        >
          <Typography component="h2" variant="h6" id="resolve-discrepancy-title">
            <FormattedMessage id="inventory.receiving.resolve.title" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="inventory.receiving.resolve.text" />
          </Typography>
          <TextField
            id="resolve-note"
            name="note"
            label={intl.formatMessage({ id: 'inventory.receiving.resolve.note' })}
            value={formik.values.note}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            required
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            error={Boolean(noteError)}
            helperText={noteError ? <FormattedMessage id={noteError} /> : undefined}
            slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
          />
          <FieldArray name="adjustments">
            {({ push, remove }) => (
              <Box>
                {formik.values.adjustments.map((line, index) => {
                  const skuError = errorOf(`adjustments.${index}.sku`);
                  const quantityError = errorOf(`adjustments.${index}.quantity`);
                  const named = line.sku || String(index + 1);
                  return (
                    // Rows have no id of their own; their position is what the form's paths use too.
                    <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
                      <TextField
                        select
                        size="small"
                        name={`adjustments.${index}.sku`}
                        label={intl.formatMessage({ id: 'inventory.common.sku' })}
                        value={line.sku}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                        error={Boolean(skuError)}
                        helperText={skuError ? <FormattedMessage id={skuError} /> : undefined}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        sx={{ minWidth: 180 }}
                      >
                        <option value="" />
                        {skus.map((sku) => (
                          <option key={sku} value={sku}>
                            {sku}
                          </option>
                        ))}
                      </TextField>
                      <TextField
                        size="small"
                        type="number"
                        name={`adjustments.${index}.quantity`}
                        label={adjustLabel}
                        value={line.quantity}
                        onChange={(event) =>
                          void formik.setFieldValue(`adjustments.${index}.quantity`, event.target.value)
                        }
                        onBlur={formik.handleBlur}
                        error={Boolean(quantityError)}
                        helperText={
                          quantityError ? (
                            <FormattedMessage id={quantityError} />
                          ) : (
                            <FormattedMessage id="inventory.receiving.resolve.quantityHint" />
                          )
                        }
                        slotProps={{ htmlInput: { step: 1, 'aria-label': `${adjustLabel}, ${named}` } }}
                        sx={{ width: 200 }}
                      />
                      <IconButton
                        aria-label={intl.formatMessage(
                          { id: 'inventory.receiving.resolve.remove' },
                          { sku: named },
                        )}
                        onClick={() => remove(index)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Box>
                  );
                })}
                {skus.length > 0 && (
                  <Button
                    startIcon={<AddIcon />}
                    onClick={() => push({ sku: '', quantity: '' })}
                    sx={{ mt: 1 }}
                  >
                    <FormattedMessage id="inventory.receiving.resolve.add" />
                  </Button>
                )}
              </Box>
            )}
          </FieldArray>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            sx={{ mt: 2, display: 'block' }}
          >
            <FormattedMessage id="inventory.receiving.resolve.confirm" />
          </Button>
        </Box>
      </FormikProvider>
    </Paper>
  );
}
