// The dispute forms' rules, pure so they are tested alone: the reason's length (the API's OpenDisputeBody, so a
// person learns on the field what the API would refuse), a message, and a credit amount typed as money turned
// into integer cents from its text (never through a float).
import * as Yup from 'yup';

export const MIN_REASON_LENGTH = 10;
export const MAX_REASON_LENGTH = 2000;
export const MAX_MESSAGE_LENGTH = 4000;

/** The dispute dialog's values. */
export interface DisputeFormValues {
  reason: string;
}

/** The reason's rule (Yup, as the other remotes' forms): 10–2000 characters once trimmed, as the API counts. */
export const disputeFormSchema = Yup.object({
  reason: Yup.string()
    .trim()
    .required('billing.disputes.form.errors.reasonRequired')
    .min(MIN_REASON_LENGTH, 'billing.disputes.form.errors.reasonTooShort')
    .max(MAX_REASON_LENGTH, 'billing.disputes.form.errors.reasonTooLong'),
});

/** The reason's error as a message id, or null when it may be sent. */
export function reasonError(reason: string): string | null {
  try {
    disputeFormSchema.validateSync({ reason });
    return null;
  } catch (error) {
    return error instanceof Yup.ValidationError ? (error.errors[0] ?? null) : null;
  }
}

export function messageError(message: string): string | null {
  const text = message.trim();
  if (text === '') return 'billing.disputes.form.errors.messageRequired';
  if (text.length > MAX_MESSAGE_LENGTH) return 'billing.disputes.form.errors.messageTooLong';
  return null;
}

/**
 * '45', '45.5', '45,50' → 4500, 4550, 4550 cents; null when it is not an amount with at most two decimals. Read
 * from the digits: 0.1 + 0.2 never enters.
 */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The credit amount's error as a message id: an amount, more than zero, at most what is left to credit. */
export function creditAmountError(text: string, creditableCents: number): string | null {
  if (text.trim() === '') return 'billing.disputes.credit.errors.amountRequired';
  const cents = centsOf(text);
  if (cents === null) return 'billing.disputes.credit.errors.amountFormat';
  if (cents <= 0) return 'billing.disputes.credit.errors.amountPositive';
  if (cents > creditableCents) return 'billing.disputes.credit.errors.amountTooMuch';
  return null;
}
