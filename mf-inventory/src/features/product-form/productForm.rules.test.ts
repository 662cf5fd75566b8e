import {
  emptyProduct,
  fromMinorUnits,
  fromProduct,
  isPositiveDecimal,
  productSchema,
  toMinorUnits,
  toProductInput,
  type ProductValues,
} from './productForm.rules';

const valid = (): ProductValues => ({
  ...emptyProduct(),
  sku: 'MUG-001',
  name: ' Ceramic mug ',
  lengthCm: '10',
  widthCm: '8.5',
  heightCm: '12.25',
  weightKg: '0.350',
  declaredValue: '249.5',
});

const errorsOf = async (values: ProductValues) => {
  try {
    await productSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]),
    );
  }
};

describe('dimensions and weight', () => {
  it.each([
    ['10', 2, true],
    ['0.5', 2, true],
    ['12.25', 2, true],
    ['0', 2, false],
    ['0.00', 2, false],
    ['-1', 2, false],
    ['1,5', 2, false],
    ['1.255', 2, false],
    ['0.355', 3, true],
    ['abc', 2, false],
  ])('%j with %i decimals is %s', (text, decimals, expected) => {
    expect(isPositiveDecimal(text, decimals, 8)).toBe(expected);
  });
});

describe('money', () => {
  it('turns a declared value into minor units exactly, and back', () => {
    expect(toMinorUnits('249.5')).toBe(24950);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits('1234567.89')).toBe(123456789);
    expect(toMinorUnits('1.999')).toBeNull();
    expect(toMinorUnits('-3')).toBeNull();
    expect(fromMinorUnits(24950)).toBe('249.50');
    expect(fromMinorUnits(7)).toBe('0.07');
  });
});

describe('productSchema', () => {
  it('accepts a product with an optional barcode left empty', async () => {
    expect(await errorsOf(valid())).toEqual({});
  });

  it('wants a SKU without spaces at its ends, a name, and a barcode without spaces', async () => {
    expect(await errorsOf({ ...valid(), sku: '', name: '  ' })).toEqual({
      sku: 'inventory.productForm.errors.skuRequired',
      name: 'inventory.productForm.errors.nameRequired',
    });
    expect(await errorsOf({ ...valid(), sku: ' MUG', barcode: '750 123' })).toEqual({
      sku: 'inventory.productForm.errors.skuSpaces',
      barcode: 'inventory.productForm.errors.barcodeSpaces',
    });
  });

  it('wants positive dimensions and weight, money for the value and a whole threshold', async () => {
    expect(
      await errorsOf({
        ...valid(),
        lengthCm: '0',
        weightKg: '-2',
        declaredValue: '1.999',
        lowStockThreshold: '2.5',
      }),
    ).toEqual({
      lengthCm: 'inventory.productForm.errors.centimetres',
      weightKg: 'inventory.productForm.errors.kilograms',
      declaredValue: 'inventory.productForm.errors.money',
      lowStockThreshold: 'inventory.productForm.errors.threshold',
    });
  });
});

describe('the request', () => {
  it('sends exact strings and minor units, null for what was left empty', () => {
    expect(toProductInput(valid())).toEqual({
      sku: 'MUG-001',
      name: 'Ceramic mug',
      barcode: null,
      lengthCm: '10',
      widthCm: '8.5',
      heightCm: '12.25',
      weightKg: '0.350',
      declaredValueMinor: 24950,
      currency: 'MXN',
      lowStockThreshold: null,
    });
  });

  it('fills the edit form from a product', () => {
    const values = fromProduct({
      id: 'p',
      handle: 'mug',
      sku: 'MUG-001',
      name: 'Mug',
      barcode: null,
      lengthCm: '10.00',
      widthCm: '8.00',
      heightCm: '12.50',
      weightKg: '0.350',
      declaredValueMinor: 0,
      currency: 'USD',
      imageUrl: null,
      isBundle: false,
      lowStockThreshold: 4,
      components: [],
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({ barcode: '', declaredValue: '', currency: 'USD', lowStockThreshold: '4' });
  });
});
