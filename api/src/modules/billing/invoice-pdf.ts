// The invoice as a PDF (issue 18): the brand's logo, the invoice's number, month and status, who is billed and the
// warehouse, the lines grouped by kind (each group with its count and sum), then subtotal, tax where the
// warehouse's country has one, and total. A4 portrait, drawn with pdfkit and Noto Sans like the pick list
// (orders/floor-pick-list.ts), so any Latin, Greek or Cyrillic name prints as written. Every figure is the
// invoice's own (the read service computes an open one's live), printed from integer cents exactly.
import PDFDocument from 'pdfkit';
import { PDF_FONTS, registerUnicodeFonts, textOptions } from '../../platform/pdf/fonts.js';
import { printable } from '../receiving/labels.js';
import {
  centsToMoney,
  DOCUMENT_TEXTS,
  localDateTime,
  percentOf,
  ruleText,
  type DocumentLanguage,
} from './documents.js';
import { formatInvoiceNumber } from './invoice-number.js';
import { CHARGE_KINDS, type InvoiceDetail } from './schemas.js';

const MARGIN = 40;
const ROW_HEIGHT = 15;
/** A charge's row: its figures on one line, the rule that priced it in full on a second. */
const CHARGE_ROW_HEIGHT = 24;
const PAGE_RIGHT = 595 - MARGIN;
/** Column x positions and widths on A4 (595 points wide, 515 between the margins). */
const COLUMNS = {
  date: { x: MARGIN, width: 58 },
  source: { x: MARGIN + 60, width: 220 },
  quantity: { x: MARGIN + 282, width: 70 },
  unitPrice: { x: MARGIN + 354, width: 75 },
  amount: { x: MARGIN + 431, width: 84 },
  rule: { x: MARGIN + 60, width: 455 },
} as const;
const BRAND_NAVY = '#1e2a4a';
const BRAND_AMBER = '#f5a623';
const MUTED = '#555555';

/**
 * The brand's logo (shell/public/logos/estiba.svg: a navy rounded square with three amber strokes, and the word
 * Estiba) drawn with pdfkit's vector operations at its SVG size (160 × 40), so it stays sharp at any zoom. The word
 * is Noto Sans Bold where the SVG names Helvetica: the embedded font is the one every PDF of the API carries.
 */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.save();
  doc.roundedRect(x + 2, y + 6, 28, 28, 6).fill(BRAND_NAVY);
  doc.lineWidth(3).lineCap('round').strokeColor(BRAND_AMBER);
  doc
    .moveTo(x + 9, y + 14)
    .lineTo(x + 23, y + 14)
    .moveTo(x + 9, y + 20)
    .lineTo(x + 19, y + 20)
    .moveTo(x + 9, y + 26)
    .lineTo(x + 23, y + 26)
    .stroke();
  doc.restore();
  doc
    .font(PDF_FONTS.bold)
    .fontSize(22)
    .fillColor(BRAND_NAVY)
    .text('Estiba', x + 38, y + 4, textOptions({ lineBreak: false }));
  doc.fillColor('black');
}

export interface InvoicePdfInput {
  detail: InvoiceDetail;
  timeZone: string;
}

export async function renderInvoicePdf(
  { detail, timeZone }: InvoicePdfInput,
  options: { language: DocumentLanguage; compress?: boolean },
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[options.language];
  const { invoice, warehouse, client } = detail;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${t.invoice} ${formatInvoiceNumber(invoice.number)}`, Creator: 'Estiba' },
  });
  registerUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  const money = (cents: number) => centsToMoney(cents);

  drawLogo(doc, MARGIN, MARGIN);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(18)
    .text(
      `${t.invoice} ${formatInvoiceNumber(invoice.number)}`,
      300,
      MARGIN + 4,
      textOptions({ width: PAGE_RIGHT - 300, align: 'right' }),
    );
  const facts: string[] = [
    `${t.period}: ${invoice.periodMonth.slice(0, 7)}`,
    t.status[invoice.status],
    ...(invoice.issuedAt ? [`${t.issued}: ${localDateTime(invoice.issuedAt, timeZone).slice(0, 10)}`] : []),
    ...(invoice.dueOn ? [`${t.due}: ${invoice.dueOn}`] : []),
    ...(invoice.paidAt ? [`${t.paid}: ${localDateTime(invoice.paidAt, timeZone).slice(0, 10)}`] : []),
  ];
  doc.font(PDF_FONTS.regular).fontSize(9);
  facts.forEach((fact, i) =>
    doc.text(fact, 300, MARGIN + 28 + i * 12, textOptions({ width: PAGE_RIGHT - 300, align: 'right' })),
  );

  let y = Math.max(MARGIN + 64, MARGIN + 28 + facts.length * 12 + 8);
  doc.font(PDF_FONTS.bold).fontSize(9).fillColor(MUTED);
  doc.text(t.billedTo, MARGIN, y, textOptions({ lineBreak: false }));
  doc.text(t.warehouse, 300, y, textOptions({ lineBreak: false }));
  doc.fillColor('black').font(PDF_FONTS.regular).fontSize(10);
  doc.text(printable(client.name), MARGIN, y + 12, textOptions({ width: 250 }));
  doc.text(`${printable(warehouse.name)} (${warehouse.id})`, 300, y + 12, textOptions({ width: 255 }));
  doc.fontSize(9).text(printable(warehouse.address), 300, y + 26, textOptions({ width: 255 }));
  y = Math.max(doc.y, y + 40) + 14;
  if (invoice.status === 'open') {
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(t.openNote, MARGIN, y, textOptions({ width: 515 }));
    doc.fillColor('black');
    y = doc.y + 10;
  }

  const cell = (value: string, column: { x: number; width: number }, align: 'left' | 'right' = 'left') =>
    doc.text(
      value,
      column.x,
      y,
      textOptions({ width: column.width, lineBreak: false, ellipsis: true, align }),
    );
  const header = () => {
    doc.font(PDF_FONTS.bold).fontSize(8).fillColor(MUTED);
    cell(t.date, COLUMNS.date);
    cell(t.source, COLUMNS.source);
    cell(t.quantity, COLUMNS.quantity, 'right');
    cell(t.unitPrice, COLUMNS.unitPrice, 'right');
    cell(t.amount, COLUMNS.amount, 'right');
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
  for (const kind of CHARGE_KINDS) {
    const group = invoice.groups.find((one) => one.kind === kind);
    if (!group) continue;
    room(ROW_HEIGHT * 2);
    y += 4;
    doc.font(PDF_FONTS.bold).fontSize(10);
    doc.text(
      `${t.kinds[kind]} · ${t.lines(group.chargeCount)}`,
      MARGIN,
      y,
      textOptions({ width: 400, lineBreak: false }),
    );
    cell(money(group.amountCents), COLUMNS.amount, 'right');
    y += ROW_HEIGHT;
    doc.font(PDF_FONTS.regular).fontSize(8);
    for (const charge of detail.charges.filter((one) => one.kind === kind)) {
      room(CHARGE_ROW_HEIGHT);
      doc.font(PDF_FONTS.regular).fontSize(8);
      cell(localDateTime(charge.occurredAt, timeZone).slice(0, 10), COLUMNS.date);
      cell(printable(charge.sourceLabel), COLUMNS.source);
      cell(`${charge.quantity} ${charge.unit}`, COLUMNS.quantity, 'right');
      cell(money(charge.unitPriceCents), COLUMNS.unitPrice, 'right');
      cell(money(charge.amountCents), COLUMNS.amount, 'right');
      y += 10;
      doc.fontSize(7.5).fillColor(MUTED);
      cell(printable(ruleText(charge, options.language)), COLUMNS.rule);
      doc.fillColor('black');
      y += CHARGE_ROW_HEIGHT - 10;
    }
  }

  room(ROW_HEIGHT * 4);
  y += 8;
  doc.moveTo(300, y).lineTo(PAGE_RIGHT, y).lineWidth(0.5).strokeColor(MUTED).stroke();
  y += 6;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(bold ? 11 : 10);
    doc.text(label, 300, y, textOptions({ width: 140, lineBreak: false }));
    doc.text(
      `${invoice.currency} ${money(cents)}`,
      440,
      y,
      textOptions({ width: PAGE_RIGHT - 440, lineBreak: false, align: 'right' }),
    );
    y += ROW_HEIGHT + (bold ? 2 : 0);
  };
  total(t.subtotal, invoice.subtotalCents);
  if (invoice.taxRateBasisPoints > 0) total(t.tax(percentOf(invoice.taxRateBasisPoints)), invoice.taxCents);
  total(t.total, invoice.totalCents, true);

  doc.end();
  return done;
}
