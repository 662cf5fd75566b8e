import { centsOf, creditAmountError, messageError, reasonError } from './dispute.form';

describe('the dispute forms’ rules', () => {
  it('wants a reason of 10 to 2000 characters, counted once trimmed', () => {
    expect(reasonError('')).toBe('billing.disputes.form.errors.reasonRequired');
    expect(reasonError('   ')).toBe('billing.disputes.form.errors.reasonRequired');
    expect(reasonError('Too short')).toBe('billing.disputes.form.errors.reasonTooShort');
    expect(reasonError(`   ${'a'.repeat(9)}   `)).toBe('billing.disputes.form.errors.reasonTooShort');
    expect(reasonError('a'.repeat(10))).toBeNull();
    expect(reasonError('a'.repeat(2000))).toBeNull();
    expect(reasonError('a'.repeat(2001))).toBe('billing.disputes.form.errors.reasonTooLong');
  });

  it('wants a message that says something', () => {
    expect(messageError(' ')).toBe('billing.disputes.form.errors.messageRequired');
    expect(messageError('Thanks')).toBeNull();
    expect(messageError('a'.repeat(4001))).toBe('billing.disputes.form.errors.messageTooLong');
  });

  it('reads money into integer cents from its digits', () => {
    expect(centsOf('45')).toBe(4500);
    expect(centsOf('45.5')).toBe(4550);
    expect(centsOf('45,50')).toBe(4550);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1.005')).toBeNull();
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('abc')).toBeNull();
  });

  it('takes a credit of more than zero and at most what is left', () => {
    expect(creditAmountError('', 2150)).toBe('billing.disputes.credit.errors.amountRequired');
    expect(creditAmountError('ten', 2150)).toBe('billing.disputes.credit.errors.amountFormat');
    expect(creditAmountError('0', 2150)).toBe('billing.disputes.credit.errors.amountPositive');
    expect(creditAmountError('21.51', 2150)).toBe('billing.disputes.credit.errors.amountTooMuch');
    expect(creditAmountError('21.50', 2150)).toBeNull();
  });
});
