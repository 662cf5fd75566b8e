import { columnChoiceKey, readColumnChoice, writeColumnChoice } from './columnChoice';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('column choice', () => {
  it('keeps a choice per user and per list', () => {
    writeColumnChoice('user-1', 'inventory', { sku: true, barcode: false });
    expect(readColumnChoice('user-1', 'inventory', ['sku', 'barcode'])).toEqual({
      sku: true,
      barcode: false,
    });
    expect(readColumnChoice('user-2', 'inventory', ['sku', 'barcode'])).toBeNull();
    expect(readColumnChoice('user-1', 'receiving-orders', ['sku', 'barcode'])).toBeNull();
  });

  it('forgets fields the list no longer has and values that are not true or false', () => {
    localStorage.setItem(columnChoiceKey('u', 'l'), JSON.stringify({ sku: false, gone: false, name: 'yes' }));
    expect(readColumnChoice('u', 'l', ['sku', 'name'])).toEqual({ sku: false });
  });

  it.each(['not json', '[]', 'null', '7'])('reads %s as no choice', (raw) => {
    localStorage.setItem(columnChoiceKey('u', 'l'), raw);
    expect(readColumnChoice('u', 'l', ['sku'])).toBeNull();
  });

  it('survives storage that refuses to write', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeColumnChoice('u', 'l', { sku: false })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
