import { parseQuantity, sanitiseQuantity } from './quantity';

describe('sanitiseQuantity', () => {
  it.each(['0', '7', '0012', '1234567'])('takes digits only: %p', (input) => {
    expect(sanitiseQuantity(input, '3')).toBe(input);
  });

  it('takes an empty input', () => {
    expect(sanitiseQuantity('', '42')).toBe('');
  });

  it.each(['12a', '-5', '1.5', '1,000', ' 12', '1e3', '+2', '٣'])(
    'ignores anything else (%p) and keeps the previous text',
    (input) => {
      expect(sanitiseQuantity(input, '42')).toBe('42');
    },
  );
});

describe('parseQuantity', () => {
  it('reads digits as a number', () => {
    expect(parseQuantity('0012')).toBe(12);
    expect(parseQuantity('500')).toBe(500);
  });

  it('reads empty as 0', () => {
    expect(parseQuantity('')).toBe(0);
  });

  it('reads text that is not digits only as 0', () => {
    expect(parseQuantity('12a')).toBe(0);
  });
});
