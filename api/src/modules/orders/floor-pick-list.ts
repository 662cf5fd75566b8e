// The pick list: one walk through the warehouse for the chosen orders, grouped by bin location (unknown locations
// last), each row the SKU, name, barcode, units to pick and the order they go to. A4 portrait, drawn with pdfkit
// like the box labels (receiving/labels.ts); its texts in English or Spanish by the staff's language.
import PDFDocument from 'pdfkit';
import { PDF_FONTS, textOptions, registerUnicodeFonts } from '../../platform/pdf/fonts.js';
import { printable, type LabelLanguage } from '../receiving/labels.js';
import type { PickRow } from './floor-repository.js';

const TEXTS: Record<
  LabelLanguage,
  {
    title: string;
    orders: (n: number) => string;
    units: (n: number) => string;
    location: string;
    unknownLocation: string;
    sku: string;
    name: string;
    barcode: string;
    quantity: string;
    order: string;
  }
> = {
  en: {
    title: 'Pick list',
    orders: (n) => (n === 1 ? '1 order' : `${n} orders`),
    units: (n) => (n === 1 ? '1 unit' : `${n} units`),
    location: 'Location',
    unknownLocation: 'No location',
    sku: 'SKU',
    name: 'Product',
    barcode: 'Barcode',
    quantity: 'Qty',
    order: 'Order',
  },
  es: {
    title: 'Lista de surtido',
    orders: (n) => (n === 1 ? '1 pedido' : `${n} pedidos`),
    units: (n) => (n === 1 ? '1 unidad' : `${n} unidades`),
    location: 'Ubicación',
    unknownLocation: 'Sin ubicación',
    sku: 'SKU',
    name: 'Producto',
    barcode: 'Código de barras',
    quantity: 'Cant.',
    order: 'Pedido',
  },
};

const MARGIN = 40;
const ROW_HEIGHT = 16;
/** Column x positions and widths on A4 (595 points wide). */
const COLUMNS = {
  sku: { x: MARGIN, width: 110 },
  name: { x: MARGIN + 115, width: 185 },
  barcode: { x: MARGIN + 305, width: 100 },
  quantity: { x: MARGIN + 410, width: 35 },
  order: { x: MARGIN + 450, width: 65 },
} as const;

export interface PickListData {
  warehouseName: string;
  /** When it was printed, as the warehouse's local date and time. */
  printedAt: string;
  orderCount: number;
  rows: PickRow[];
}

export async function renderPickList(
  data: PickListData,
  options: { language: LabelLanguage; compress?: boolean },
): Promise<Buffer> {
  const t = TEXTS[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${t.title} ${data.warehouseName}`, Creator: 'Estiba' },
  });
  registerUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  const units = data.rows.reduce((sum, row) => sum + row.quantity, 0);

  doc
    .font(PDF_FONTS.bold)
    .fontSize(18)
    .text(`${t.title} - ${printable(data.warehouseName)}`, MARGIN, MARGIN, textOptions());
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text(
      `${data.printedAt} - ${t.orders(data.orderCount)} - ${t.units(units)}`,
      MARGIN,
      MARGIN + 24,
      textOptions(),
    );
  let y = MARGIN + 48;

  const header = () => {
    doc.font(PDF_FONTS.bold).fontSize(9).fillColor('#555555');
    doc.text(t.sku, COLUMNS.sku.x, y, textOptions({ width: COLUMNS.sku.width, lineBreak: false }));
    doc.text(t.name, COLUMNS.name.x, y, textOptions({ width: COLUMNS.name.width, lineBreak: false }));
    doc.text(
      t.barcode,
      COLUMNS.barcode.x,
      y,
      textOptions({ width: COLUMNS.barcode.width, lineBreak: false }),
    );
    doc.text(
      t.quantity,
      COLUMNS.quantity.x,
      y,
      textOptions({ width: COLUMNS.quantity.width, lineBreak: false }),
    );
    doc.text(t.order, COLUMNS.order.x, y, textOptions({ width: COLUMNS.order.width, lineBreak: false }));
    doc.fillColor('black');
    y += ROW_HEIGHT;
  };
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = MARGIN;
    header();
  };

  header();
  let current: string | null | undefined;
  for (const row of data.rows) {
    if (row.location !== current) {
      room(ROW_HEIGHT * 2);
      current = row.location;
      y += 4;
      doc
        .font(PDF_FONTS.bold)
        .fontSize(11)
        .text(
          `${t.location}: ${row.location ? printable(row.location) : t.unknownLocation}`,
          MARGIN,
          y,
          textOptions({ lineBreak: false }),
        );
      y += ROW_HEIGHT;
    }
    room(ROW_HEIGHT);
    const cell = (text: string, column: { x: number; width: number }) =>
      doc.text(text, column.x, y, textOptions({ width: column.width, lineBreak: false, ellipsis: true }));
    doc.font(PDF_FONTS.regular).fontSize(9);
    cell(printable(row.sku), COLUMNS.sku);
    cell(printable(row.name), COLUMNS.name);
    cell(row.barcode ? printable(row.barcode) : '-', COLUMNS.barcode);
    doc.font(PDF_FONTS.bold);
    cell(String(row.quantity), COLUMNS.quantity);
    doc.font(PDF_FONTS.regular);
    cell(`#${row.orderNumber}`, COLUMNS.order);
    y += ROW_HEIGHT;
  }
  doc.end();
  return done;
}
