import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useFormik } from 'formik';
import {
  failureMessage,
  fieldErrorsOf,
  FormField,
  newIdempotencyKey,
  UiText,
  type OrderDetail,
  type UiMessage,
} from '../orders-common';
import {
  emptyReturn,
  formFieldOf,
  MAX_REASON_LENGTH,
  returnBody,
  returnFormSchema,
  type ReturnFormValues,
} from './createReturn.form';
import { createReturn, type ReturnDetail } from './returns.api';

const FORM_ID = 'create-return';

export interface CreateReturnDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  onCreated: (created: ReturnDetail) => void;
}

/**
 * "Create return" of a shipped order: how many units of each line come back (at most those shipped), why, and
 * whether the customer wants another item (exchange) or the money back (refund). Yup's rules on each field; the
 * server's refusals (e.g. units already in another return) on the field they name. One Idempotency-Key per
 * attempt: a retried submit of the same form never creates a second return.
 */
export function CreateReturnDialog({ order, open, onClose, onCreated }: CreateReturnDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const formik = useFormik<ReturnFormValues>({
    initialValues: emptyReturn(order.lines),
    validationSchema: returnFormSchema(order.lines),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = returnBody(order.id, order.lines, values);
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      try {
        const created = await createReturn(body, attempt.current.key);
        attempt.current = null;
        onCreated(created);
      } catch (error) {
        setFailure(failureMessage(error));
        const serverErrors = Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).map(([path, message]) => [
            formFieldOf(path, order.lines, values),
            message,
          ]),
        );
        helpers.setStatus({ serverErrors });
      }
    },
  });
  const { values } = formik;
  const shown = (name: 'type' | 'quantities') => formik.submitCount > 0 || Boolean(formik.touched[name]);
  const typeError = shown('type') && typeof formik.errors.type === 'string' ? formik.errors.type : null;
  const unitsError =
    formik.submitCount > 0 && typeof formik.errors.quantities === 'string' ? formik.errors.quantities : null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-return-title" maxWidth="md" fullWidth>
      <Box component="form" id={FORM_ID} noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="create-return-title">
          <FormattedMessage id="orders.returns.form.title" values={{ reference: order.reference }} />
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          <Typography component="h3" variant="subtitle1" id="create-return-lines" sx={{ mb: 1 }}>
            <FormattedMessage id="orders.returns.form.lines" />
          </Typography>
          <Table size="small" aria-labelledby="create-return-lines">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="orders.returns.line.sku" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="orders.returns.line.product" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="orders.returns.form.shipped" />
                </TableCell>
                <TableCell sx={{ width: 180 }}>
                  <FormattedMessage id="orders.returns.form.toReturn" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line, index) => (
                <TableRow key={line.id}>
                  <TableCell>{line.sku}</TableCell>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell>
                    <FormField
                      formik={formik}
                      formId={FORM_ID}
                      name={`quantities.${index}`}
                      label={intl.formatMessage({ id: 'orders.returns.form.unitsOf' }, { sku: line.sku })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      size="small"
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {unitsError && (
            <FormHelperText error id={`${FORM_ID}-units-error`} role="alert">
              <FormattedMessage id={unitsError} />
            </FormHelperText>
          )}

          <FormControl error={Boolean(typeError)} required sx={{ mt: 2 }}>
            <FormLabel id={`${FORM_ID}-type-label`}>
              <FormattedMessage id="orders.returns.form.type" />
            </FormLabel>
            <RadioGroup
              row
              name="type"
              aria-labelledby={`${FORM_ID}-type-label`}
              value={values.type}
              onChange={(event) => void formik.setFieldValue('type', event.target.value)}
            >
              {(['exchange', 'refund'] as const).map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={intl.formatMessage({ id: `orders.returns.form.typeOption.${type}` })}
                />
              ))}
            </RadioGroup>
            {typeError && (
              <FormHelperText>
                <FormattedMessage id={typeError} />
              </FormHelperText>
            )}
          </FormControl>

          <FormField
            formik={formik}
            formId={FORM_ID}
            name="reason"
            labelId="orders.returns.reason"
            hintId="orders.returns.form.reasonHint"
            required
            maxLength={MAX_REASON_LENGTH}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="orders.returns.keep" />
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            <FormattedMessage id="orders.returns.form.submit" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
