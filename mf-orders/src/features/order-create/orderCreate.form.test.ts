import {
  emptyOrder,
  formFieldOf,
  orderBody,
  orderFormSchema,
  ORDER_FORM_ERRORS as E,
  type OrderFormValues,
} from './orderCreate.form';

const valid = (): OrderFormValues => ({
  ...emptyOrder(),
  warehouseId: 'WH-MX-CDMX',
  customerName: 'Lucía Pérez',
  line1: 'Av. Reforma 222',
  city: 'Ciudad de México',
  postalCode: '06600',
  countryCode: 'MX',
  lines: [{ productId: 'p-1', sku: 'MUG-001', name: 'Ceramic mug', quantity: '2', unitPrice: '' }],
});

/** The message ids the schema gives, by path, for `change` applied to a valid order. */
function errorsOf(change: Partial<OrderFormValues>): Record<string, string> {
  try {
    orderFormSchema.validateSync({ ...valid(), ...change }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

const line = (quantity: string, unitPrice = '') => [
  { productId: 'p-1', sku: 'MUG-001', name: 'Ceramic mug', quantity, unitPrice },
];

describe('the Create Order rules', () => {
  it('accept a complete order', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    ['warehouseId', { warehouseId: '' }, E.required],
    ['customerName', { customerName: '  ' }, E.required],
    ['customerName', { customerName: 'x'.repeat(201) }, E.tooLong],
    ['customerEmail', { customerEmail: 'lucia@' }, E.email],
    ['customerEmail', { customerEmail: `${'x'.repeat(250)}@a.mx` }, E.tooLong],
    ['customerPhone', { customerPhone: '55-abc' }, E.phone],
    ['customerPhone', { customerPhone: '1'.repeat(41) }, E.phone],
    ['line1', { line1: '' }, E.required],
    ['line1', { line1: 'x'.repeat(201) }, E.tooLong],
    ['line2', { line2: 'x'.repeat(201) }, E.tooLong],
    ['city', { city: '' }, E.required],
    ['city', { city: 'x'.repeat(101) }, E.tooLong],
    ['region', { region: 'x'.repeat(101) }, E.tooLong],
    ['postalCode', { postalCode: '' }, E.required],
    ['postalCode', { postalCode: '1'.repeat(21) }, E.tooLong],
    ['countryCode', { countryCode: '' }, E.country],
    ['countryCode', { countryCode: 'mx' }, E.country],
    ['reference', { reference: 'x'.repeat(101) }, E.tooLong],
    ['lines', { lines: [] }, E.noLines],
    ['lines', { lines: Array.from({ length: 201 }, () => line('1')[0]) }, E.tooManyLines],
    ['lines[0].quantity', { lines: line('') }, E.quantity],
    ['lines[0].quantity', { lines: line('0') }, E.quantity],
    ['lines[0].quantity', { lines: line('1.5') }, E.quantity],
    ['lines[0].quantity', { lines: line('100001') }, E.quantity],
    ['lines[0].unitPrice', { lines: line('1', '12.345') }, E.price],
    ['lines[0].unitPrice', { lines: line('1', '-3') }, E.price],
  ] as const)('refuse %s (case %#)', (path, change, message) => {
    expect(errorsOf(change as Partial<OrderFormValues>)[path]).toBe(message);
  });

  it('accept the optional fields empty or well formed', () => {
    expect(
      errorsOf({
        reference: '#A-1',
        customerEmail: 'lucia@example.com',
        customerPhone: '+52 (55) 1234-5678',
        lines: line('100000', '249.5'),
      }),
    ).toEqual({});
  });

  it('send the address trimmed, empty optional fields as null, prices in minor units', () => {
    expect(
      orderBody(
        {
          ...valid(),
          reference: ' #A-1 ',
          customerName: ' Lucía Pérez ',
          lines: line('2', '249.5'),
          sendToProcess: true,
        },
        'MXN',
      ),
    ).toEqual({
      reference: '#A-1',
      warehouseId: 'WH-MX-CDMX',
      address: {
        customerName: 'Lucía Pérez',
        customerEmail: null,
        customerPhone: null,
        line1: 'Av. Reforma 222',
        line2: null,
        city: 'Ciudad de México',
        region: null,
        postalCode: '06600',
        countryCode: 'MX',
      },
      currency: 'MXN',
      lines: [{ productId: 'p-1', quantity: 2, unitPriceMinor: 24950 }],
      sendToProcess: true,
    });
    expect(orderBody(valid()).lines).toEqual([{ productId: 'p-1', quantity: 2 }]);
    // A shop only when one is chosen (the API refuses another client's shop).
    expect(orderBody(valid())).not.toHaveProperty('shopId');
    expect(orderBody({ ...valid(), shopId: 's-1' }).shopId).toBe('s-1');
  });

  it("put the API's field paths on the form's fields", () => {
    expect(formFieldOf('address.postalCode')).toBe('postalCode');
    expect(formFieldOf('/address/countryCode')).toBe('countryCode');
    expect(formFieldOf('lines.0.quantity')).toBe('lines.0.quantity');
    expect(formFieldOf('warehouseId')).toBe('warehouseId');
  });
});
