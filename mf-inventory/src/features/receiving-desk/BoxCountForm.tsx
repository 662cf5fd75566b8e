import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormikProvider, FieldArray, useFormik } from 'formik';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReceivingBox, StaffBoxView } from '@estiba/api/contract';
import {
  failedResponse,
  failureMessage,
  fieldId,
  HTTP_CONFLICT,
  MessageTableHead,
  serverFieldErrors,
  UiText,
  type UiMessage,
} from '../inventory-common';
import {
  countsDiffer,
  countValues,
  emptyFoundLine,
  MAX_NOTE_LENGTH,
  receiveBoxBody,
  validateBoxCount,
  type BoxCountValues,
} from './boxCount.form';
import { COUNT_FORM_ID, CountField } from './CountField';
import { receiveBox } from './receivingDesk.api';

interface BoxCountFormProps {
  box: ReceivingBox;
  /** The box was received: its new state. */
  onReceived: (view: StaffBoxView) => void;
  /** Someone else received it first (409): the API's words, "already received by {name}". */
  onConflict: (message: UiMessage) => void;
}

/**
 * The count of one box: per announced SKU what it should hold, the good and the damaged units counted (empty
 * until typed), unexpected SKUs found in it, and a note that becomes required when the counts differ.
 */
export function BoxCountForm({ box, onReceived, onConflict }: BoxCountFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [serverNote, setServerNote] = useState<string | null>(null);
  const formik = useFormik<BoxCountValues>({
    initialValues: countValues(box),
    validate: validateBoxCount,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onReceived(await receiveBox(box.id, receiveBoxBody(values)));
      } catch (error) {
        if (failedResponse(error)?.status === HTTP_CONFLICT) {
          onConflict(failureMessage(error));
          return;
        }
        const fields = serverFieldErrors(error, ['note'] as const);
        if (fields.note) setServerNote(fields.note);
        else setFailure(failureMessage(error));
      }
    },
  });
  const differs = countsDiffer(formik.values);
  const noteError =
    (formik.touched.note || formik.submitCount > 0) && typeof formik.errors.note === 'string'
      ? formik.errors.note
      : null;
  const noteId = fieldId(COUNT_FORM_ID, 'note');
  const received = intl.formatMessage({ id: 'inventory.common.received' });
  const damaged = intl.formatMessage({ id: 'inventory.common.damaged' });

  return (
    <FormikProvider value={formik}>
      <Box
        component="form"
        noValidate
        aria-label={intl.formatMessage({ id: 'inventory.receiving.count.title' })}
        onSubmit={formik.handleSubmit}
      >
        <Typography component="h2" variant="h6" id="box-count-lines" sx={{ mb: 1 }}>
          <FormattedMessage id="inventory.receiving.count.title" />
        </Typography>
        <Paper variant="outlined" sx={{ overflowX: 'auto', mb: 2 }}>
          <Table size="small" aria-labelledby="box-count-lines">
            <MessageTableHead
              cells={[
                { id: 'inventory.common.sku' },
                { id: 'inventory.orderDetail.expected', align: 'right' },
                { id: 'inventory.common.received' },
                { id: 'inventory.common.damaged' },
              ]}
            />
            <TableBody>
              {formik.values.lines.map((line, index) => (
                <TableRow key={line.sku}>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600 }}>{line.sku}</Typography>
                    {line.name && (
                      <Typography variant="body2" color="text.secondary">
                        {line.name}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{line.expected}</TableCell>
                  <TableCell>
                    <CountField
                      formik={formik}
                      name={`lines.${index}.received`}
                      label={received}
                      sku={line.sku}
                      required
                    />
                  </TableCell>
                  <TableCell>
                    <CountField
                      formik={formik}
                      name={`lines.${index}.damaged`}
                      label={damaged}
                      sku={line.sku}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>

        <FieldArray name="found">
          {({ push, remove }) => (
            <Box component="section" aria-labelledby="box-count-found" sx={{ mb: 2 }}>
              <Typography component="h3" variant="subtitle1" id="box-count-found" sx={{ fontWeight: 600 }}>
                <FormattedMessage id="inventory.receiving.found.title" />
              </Typography>
              {formik.values.found.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="inventory.receiving.found.none" />
                </Typography>
              )}
              {formik.values.found.map((line, index) => {
                const sku =
                  line.sku.trim() ||
                  intl.formatMessage({ id: 'inventory.receiving.found.row' }, { n: index + 1 });
                return (
                  // Rows have no id of their own; their position is what the form's paths use too.
                  <Box
                    key={index}
                    sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}
                  >
                    <CountField
                      formik={formik}
                      name={`found.${index}.sku`}
                      label={intl.formatMessage({ id: 'inventory.receiving.found.sku' })}
                      sku={intl.formatMessage({ id: 'inventory.receiving.found.row' }, { n: index + 1 })}
                      type="text"
                      required
                    />
                    <CountField
                      formik={formik}
                      name={`found.${index}.received`}
                      label={received}
                      sku={sku}
                      required
                    />
                    <CountField formik={formik} name={`found.${index}.damaged`} label={damaged} sku={sku} />
                    <IconButton
                      aria-label={intl.formatMessage({ id: 'inventory.receiving.found.remove' }, { sku })}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                );
              })}
              <Button startIcon={<AddIcon />} onClick={() => push(emptyFoundLine())} sx={{ mt: 1 }}>
                <FormattedMessage id="inventory.receiving.found.add" />
              </Button>
            </Box>
          )}
        </FieldArray>

        {differs && (
          <Alert severity="warning" role="status" sx={{ mb: 1 }}>
            <FormattedMessage id="inventory.receiving.count.differs" />
          </Alert>
        )}
        <TextField
          id={noteId}
          name="note"
          label={intl.formatMessage({ id: 'inventory.receiving.count.note' })}
          value={formik.values.note}
          onChange={(event) => {
            formik.handleChange(event);
            setServerNote(null);
          }}
          onBlur={formik.handleBlur}
          required={differs}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(noteError ?? serverNote)}
          helperText={
            noteError ? (
              <FormattedMessage id={noteError} />
            ) : (
              (serverNote ?? <FormattedMessage id="inventory.receiving.count.noteHint" />)
            )
          }
          slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} sx={{ mt: 2 }}>
          <FormattedMessage id="inventory.receiving.count.confirm" />
        </Button>
      </Box>
    </FormikProvider>
  );
}
