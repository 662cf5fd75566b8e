import bwipjs from 'bwip-js';
import { DEMO_CLIENT_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { printable, renderBoxLabels, type LabelData } from './labels.js';
import { barWidths, readPdf } from './pdf-reader.js';
import {
  createProducts,
  prepareUsers,
  request,
  sendBody,
  sendInventory,
  type Tokens,
} from './test-support.js';

/** The bar and space widths bwip-js encodes for a Code 128 text: what a scanner decodes back to that text. */
function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {}) as { sbs: number[] }[];
  return symbol!.sbs;
}

describe('box labels', () => {
  describe('renderBoxLabels', () => {
    const data: LabelData = {
      reference: 'RO-1001',
      warehouse: {
        name: 'Ciudad de México',
        address: 'Av. Ceylán 959, Azcapotzalco, 02300 Ciudad de México',
      },
      clientName: 'Demo Store Co.',
      boxes: [1, 2, 3].map((number) => ({
        number,
        barcode: `RO1001-B0${number}`,
        lines: [
          { sku: 'TSHIRT-BLK-M', quantity: 10 * number },
          { sku: 'MUG-WHT', quantity: number },
        ],
      })),
    };

    it('prints one page per box with its number, barcode text, warehouse, client and contents', async () => {
      const pages = readPdf(await renderBoxLabels(data, { language: 'en', compress: false }));
      expect(pages).toHaveLength(3);
      pages.forEach((page, i) => {
        const n = i + 1;
        expect(page.text).toContain('RO-1001');
        expect(page.text).toContain(`Box ${n} of 3`);
        expect(page.text).toContain(`RO1001-B0${n}`);
        expect(page.text).toContain('Ciudad de México');
        expect(page.text).toContain('Demo Store Co.');
        expect(page.text).toContain(`TSHIRT-BLK-M × ${10 * n}`);
        expect(page.text).toContain(`MUG-WHT × ${n}`);
      });
    });

    it("draws each page's barcode as the Code 128 of that box's text", async () => {
      const pages = readPdf(await renderBoxLabels(data, { language: 'en' }));
      pages.forEach((page, i) => {
        expect(page.images).toHaveLength(1);
        const image = page.images[0]!;
        // Across the bars' upper part, above the printed text.
        const widths = barWidths(image, Math.floor(image.height * 0.2));
        expect(widths).toEqual(code128Modules(`RO1001-B0${i + 1}`));
        expect(widths).not.toEqual(code128Modules(`RO1001-B0${((i + 1) % 3) + 1}`));
      });
    });

    it('speaks Spanish when asked', async () => {
      const [page] = readPdf(await renderBoxLabels(data, { language: 'es' }));
      expect(page!.text).toContain('Caja 1 de 3');
      expect(page!.text).toContain('CONTENIDO');
    });

    it('prints Latin, Greek, Cyrillic and Vietnamese names as written (an embedded Unicode font)', async () => {
      const names = {
        warehouse: 'Łódź Ñandú Ağrı',
        address: 'Οδός Ερμού 12, Αθήνα · ул. Тверская 7',
        client: 'Zoë Nguyễn Thị Hương',
      };
      const pages = readPdf(
        await renderBoxLabels(
          {
            ...data,
            warehouse: { name: names.warehouse, address: names.address },
            clientName: names.client,
            boxes: [{ number: 1, barcode: 'RO1001-B01', lines: [{ sku: 'ÇAY-ŞEKER-Ő', quantity: 2 }] }],
          },
          { language: 'es', compress: false },
        ),
      );
      const text = pages[0]!.text;
      expect(text).toContain('Łódź Ñandú Ağrı');
      expect(text).toContain('Οδός Ερμού 12, Αθήνα · ул. Тверская 7');
      expect(text).toContain('Zoë Nguyễn Thị Hương');
      expect(text).toContain('ÇAY-ŞEKER-Ő × 2');
      expect(text).toContain('Caja 1 de 1');
    });

    it("prints what the font lacks (CJK, emoji) as '?', never as an empty box", async () => {
      expect(printable('Ñandú Peña × Ação')).toBe('Ñandú Peña × Ação');
      expect(printable('Győr Łódź 商店 🚀')).toBe('Győr Łódź ?? ?');
      // A name typed with combining accents prints as its composed letters.
      expect(printable('Zoe\u0308  Nguye\u0302\u0303n')).toBe('Zoë Nguyễn');
      const [page] = readPdf(
        await renderBoxLabels(
          { ...data, clientName: 'Tienda Łódź 商店' },
          { language: 'en', compress: false },
        ),
      );
      expect(page!.text).toContain('Tienda Łódź ??');
    });

    it('keeps a box with many SKUs on one page', async () => {
      const crowded: LabelData = {
        ...data,
        boxes: [
          {
            number: 1,
            barcode: 'RO1001-B01',
            lines: Array.from({ length: 60 }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 })),
          },
        ],
      };
      const pages = readPdf(await renderBoxLabels(crowded, { language: 'en' }));
      expect(pages).toHaveLength(1);
      expect(pages[0]!.text).toMatch(/\+ \d+ more SKUs/);
    });
  });

  describe('GET /warehouse/order/:receivingOrderId/labels', () => {
    let t: TestApp;
    let tokens: Tokens;

    beforeAll(async () => {
      t = await startTestApp();
      tokens = await prepareUsers(t);
    });

    afterAll(() => t.close());

    it("answers the order's labels as a PDF, one page per box; 404 for another merchant", async () => {
      const [shirt] = await createProducts(t, DEMO_CLIENT_ID, 1);
      const order = (
        await sendInventory(t, tokens.merchant, sendBody([{ product: shirt!, quantity: 9 }], { boxCount: 3 }))
      ).json();
      const url = `/warehouse/order/${order.id}/labels`;
      const response = await request(t, tokens.merchant, {
        method: 'GET',
        url,
        headers: { 'accept-language': 'es-MX' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="RO-${order.number}-labels.pdf"`,
      );
      const pages = readPdf(response.rawPayload);
      expect(pages).toHaveLength(3);
      pages.forEach((page, i) => {
        const barcode = `RO${order.number}-B0${i + 1}`;
        expect(page.text).toContain(`RO-${order.number}`);
        expect(page.text).toContain(`Caja ${i + 1} de 3`);
        expect(page.text).toContain(barcode);
        expect(page.text).toContain(`${shirt!.sku} × 3`);
        const image = page.images[0]!;
        expect(barWidths(image, Math.floor(image.height * 0.2))).toEqual(code128Modules(barcode));
      });

      const foreign = await request(t, tokens.otherMerchant, { method: 'GET', url });
      expect(foreign.statusCode).toBe(404);
    });
  });
});
