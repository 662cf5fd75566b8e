import { useEffect, useRef } from 'react';
import type { FormikValues } from 'formik';
import { fieldId, type FormikForm } from './FormTextField';

/** Moves the keyboard focus to a field, so a screen reader reads its label and its error text. */
export function focusField(formId: string, name: string): void {
  document.getElementById(fieldId(formId, name))?.focus();
}

/**
 * After a send that validation stopped, focuses the first field (in `order`) that has an error, so the
 * person lands where the problem is.
 */
export function useFocusFirstError<Values extends FormikValues>(
  formik: FormikForm<Values>,
  formId: string,
  order: readonly (keyof Values & string)[],
): void {
  const wasSubmitting = useRef(false);
  const { isSubmitting, submitCount, errors } = formik;
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished || submitCount === 0) return;
    const first = order.find((name) => errors[name]);
    if (first) focusField(formId, first);
  }, [isSubmitting, submitCount, errors, order, formId]);
}
