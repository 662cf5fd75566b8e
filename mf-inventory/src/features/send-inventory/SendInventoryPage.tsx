import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { selectUser } from '@estiba/shared';
import {
  failureMessage,
  fetchWarehouses,
  fieldErrorsOf,
  UiText,
  type UiMessage,
  type WarehouseSummary,
} from '../inventory-common';
import { ArrivalStep } from './ArrivalStep';
import { BoxesStep } from './BoxesStep';
import { clearDraft, loadDraft, newDraft, saveDraft } from './draftStorage';
import { ProductsStep } from './ProductsStep';
import { ReviewStep } from './ReviewStep';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import { createReceivingOrder } from './sendInventory.api';
import {
  buildRequest,
  STEPS,
  stepOfErrors,
  stepOfField,
  validateSteps,
  type SendInventoryValues,
} from './sendInventory.form';
import { todayIn } from './sendInventory.rules';
import { SentOrder } from './SentOrder';
import { ShippingStep } from './ShippingStep';
import { WarehouseStep } from './WarehouseStep';

const FORM_ID = 'send-inventory';
const LAST_STEP = STEPS.length - 1;

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: UiMessage };

/**
 * `/send-inventory` (signed-in users, spec point 6): the FAQ's steps to send inventory to a warehouse, one at a
 * time with Back and Next, each validated before the next; the draft survives a reload. Sending creates the
 * receiving order once (Idempotency-Key per draft) and offers its box labels.
 */
export function SendInventoryPage() {
  const intl = useIntl();
  const userId = useSelector(selectUser)?.userId ?? 'guest';
  const [initial] = useState(() => loadDraft(userId));
  const [step, setStep] = useState(initial.step);
  const [idempotencyKey, setIdempotencyKey] = useState(initial.idempotencyKey);
  const [warehouses, setWarehouses] = useState<WarehouseSummary[] | null>(null);
  const [warehousesFailure, setWarehousesFailure] = useState<UiMessage | null>(null);
  const [warehousesAttempt, setWarehousesAttempt] = useState(0);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [created, setCreated] = useState<ReceivingOrderDetail | null>(null);
  const sendNow = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let live = true;
    setWarehousesFailure(null);
    fetchWarehouses().then(
      (list) => live && setWarehouses(list),
      (error: unknown) => live && setWarehousesFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [warehousesAttempt]);

  const warehouseOf = (values: SendInventoryValues) =>
    warehouses?.find((warehouse) => warehouse.id === values.warehouseId);

  const formik = useFormik<SendInventoryValues>({
    initialValues: initial.values,
    validate: (values) => validateSteps(values, step, todayIn(warehouseOf(values)?.timeZone)),
    onSubmit: async (values, helpers) => {
      if (step < LAST_STEP) {
        moved.current = true;
        setStep(step + 1);
        helpers.resetForm({ values });
        return;
      }
      setSending({ status: 'sending' });
      try {
        const order = await createReceivingOrder(buildRequest(values, sendNow.current), idempotencyKey);
        clearDraft(userId);
        setCreated(order);
        setSending({ status: 'idle' });
      } catch (error) {
        setSending({ status: 'failed', message: failureMessage(error) });
        // The server's words go on the fields it names, and the wizard goes back to the first of them.
        const fields = Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).filter(([path]) => stepOfField(path) !== null),
        );
        if (Object.keys(fields).length) {
          helpers.setStatus({ serverErrors: fields });
          moved.current = true;
          setStep(Math.min(...Object.keys(fields).map((path) => stepOfField(path) ?? LAST_STEP)));
        }
      }
    },
  });

  // A draft edited in another way (an older version, another tab) may break an earlier rule: go back to it.
  const { values, errors, submitCount } = formik;
  useEffect(() => {
    if (submitCount === 0) return;
    const first = stepOfErrors(errors);
    if (Object.keys(errors).length && first < step) {
      moved.current = true;
      setStep(first);
    }
  }, [errors, submitCount, step]);

  useEffect(() => {
    if (!created) saveDraft(userId, { step, idempotencyKey, values });
  }, [created, idempotencyKey, step, userId, values]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  const back = () => {
    moved.current = true;
    setSending({ status: 'idle' });
    setStep((current) => Math.max(current - 1, 0));
  };

  const { setFieldValue, resetForm } = formik;
  const emptyLines = useCallback(() => void setFieldValue('lines', [], false), [setFieldValue]);

  const startAgain = () => {
    const draft = newDraft();
    setCreated(null);
    setIdempotencyKey(draft.idempotencyKey);
    setStep(0);
    resetForm({ values: draft.values });
  };

  const name = STEPS[step];
  const warehouse = warehouseOf(values);
  const today = todayIn(warehouse?.timeZone);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <FormattedMessage id="inventory.send.title" />
      </Typography>
      {created ? (
        <SentOrder order={created} onStartAgain={startAgain} />
      ) : (
        <>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, overflowX: 'auto' }}>
            {STEPS.map((stepName) => (
              <Step key={stepName}>
                <StepLabel>
                  <FormattedMessage id={`inventory.send.steps.${stepName}`} />
                </StepLabel>
              </Step>
            ))}
          </Stepper>
          <Paper
            component="form"
            noValidate
            onSubmit={formik.handleSubmit}
            aria-labelledby={`${FORM_ID}-step-title`}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Typography
              component="h2"
              variant="h6"
              id={`${FORM_ID}-step-title`}
              ref={headingRef}
              tabIndex={-1}
              sx={{ outline: 'none' }}
            >
              <FormattedMessage
                id="inventory.send.stepTitle"
                values={{
                  number: step + 1,
                  total: STEPS.length,
                  title: intl.formatMessage({ id: `inventory.send.steps.${name}` }),
                }}
              />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <FormattedMessage id={`inventory.send.intro.${name}`} />
            </Typography>
            {name === 'warehouse' && (
              <WarehouseStep
                formik={formik}
                formId={FORM_ID}
                warehouses={warehouses}
                failure={warehousesFailure}
                onRetry={() => setWarehousesAttempt((count) => count + 1)}
                onWarehouseChange={emptyLines}
              />
            )}
            {name === 'products' && <ProductsStep formik={formik} formId={FORM_ID} />}
            {name === 'shipping' && <ShippingStep formik={formik} formId={FORM_ID} />}
            {name === 'boxes' && <BoxesStep formik={formik} formId={FORM_ID} />}
            {name === 'arrival' && <ArrivalStep formik={formik} formId={FORM_ID} today={today} />}
            {name === 'review' && <ReviewStep formik={formik} warehouse={warehouse} />}
            {sending.status === 'failed' && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                <UiText message={sending.message} />
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 2, mt: 3, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Button onClick={back} disabled={step === 0 || sending.status === 'sending'}>
                <FormattedMessage id="common.back" />
              </Button>
              {step < LAST_STEP ? (
                <Button type="submit" variant="contained">
                  <FormattedMessage id="common.next" />
                </Button>
              ) : (
                <Box sx={{ display: 'flex', gap: 2 }}>
                  <Button
                    type="submit"
                    variant="outlined"
                    disabled={sending.status === 'sending'}
                    onClick={() => {
                      sendNow.current = false;
                    }}
                  >
                    <FormattedMessage id="inventory.send.saveDraft" />
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={sending.status === 'sending'}
                    startIcon={
                      sending.status === 'sending' ? (
                        <CircularProgress size={18} color="inherit" aria-hidden="true" />
                      ) : undefined
                    }
                    onClick={() => {
                      sendNow.current = true;
                    }}
                  >
                    <FormattedMessage id="inventory.send.send" />
                  </Button>
                </Box>
              )}
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}
