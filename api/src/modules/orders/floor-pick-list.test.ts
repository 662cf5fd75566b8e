import { readPdf } from '../receiving/pdf-reader.js';
import { renderPickList } from './floor-pick-list.js';
import type { PickRow } from './floor-repository.js';

const row = (values: Partial<PickRow>): PickRow => ({
  location: 'A-01-01',
  sku: 'SKU-1',
  name: 'Product',
  barcode: null,
  orderNumber: 100001,
  reference: 'SHOP-1',
  quantity: 1,
  ...values,
});

describe('the pick list PDF', () => {
  it('prints product names, locations and the warehouse in Latin, Greek, Cyrillic and Vietnamese as written', async () => {
    const pdf = await renderPickList(
      {
        warehouseName: 'Łódź Ağrı',
        printedAt: '2026-11-26 09:30',
        orderCount: 2,
        rows: [
          row({ location: 'Ζώνη-Α', sku: 'ÇAY-1', name: 'Ñandú Zoë', barcode: '7501234567890', quantity: 3 }),
          row({ location: 'Ζώνη-Α', sku: 'ЧАЙ-2', name: 'Чай чёрный', orderNumber: 100002 }),
          row({ location: null, sku: 'PHO-3', name: 'Phở bò Hương', quantity: 2 }),
        ],
      },
      { language: 'es', compress: false },
    );
    const text = readPdf(pdf)
      .map((page) => page.text)
      .join('\n');
    for (const part of [
      'Lista de surtido - Łódź Ağrı',
      'Ubicación: Ζώνη-Α',
      'ÇAY-1',
      'Ñandú Zoë',
      'ЧАЙ-2',
      'Чай чёрный',
      'Sin ubicación',
      'Phở bò Hương',
      '2 pedidos - 6 unidades',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("prints what the font lacks as '?' (a CJK name), the rest of the row as it is", async () => {
    const pdf = await renderPickList(
      {
        warehouseName: 'CDMX',
        printedAt: '2026-11-26 09:30',
        orderCount: 1,
        rows: [row({ name: 'Té 商店' })],
      },
      { language: 'en', compress: false },
    );
    expect(readPdf(pdf)[0]!.text).toContain('Té ??');
  });
});
