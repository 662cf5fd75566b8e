// The box labels of a receiving order: one 4×6 inch page per box (the size of a shipping label printer's stock)
// with the receiving order number, box n of N, the warehouse's name and address, the client, the contents and a
// Code 128 barcode of the box barcode that staff scan. pdfkit draws the page, bwip-js the barcode.
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import {
  fontHasCharacter,
  PDF_FONTS,
  tightLineGap,
  textOptions,
  registerUnicodeFonts,
} from '../../platform/pdf/fonts.js';

export type LabelLanguage = 'en' | 'es';

export interface LabelBox {
  number: number;
  barcode: string;
  lines: { sku: string; quantity: number }[];
}

export interface LabelData {
  reference: string;
  warehouse: { name: string; address: string };
  clientName: string;
  boxes: LabelBox[];
}

const TEXTS: Record<
  LabelLanguage,
  {
    box: (n: number, of: number) => string;
    to: string;
    from: string;
    contents: string;
    more: (n: number) => string;
  }
> = {
  en: {
    box: (n, of) => `Box ${n} of ${of}`,
    to: 'Ship to',
    from: 'From',
    contents: 'Contents',
    more: (n) => `+ ${n} more SKUs`,
  },
  es: {
    box: (n, of) => `Caja ${n} de ${of}`,
    to: 'Enviar a',
    from: 'Remitente',
    contents: 'Contenido',
    more: (n) => `+ ${n} SKU más`,
  },
};

/** 4 × 6 inches in PDF points (72 per inch). */
const PAGE: [number, number] = [288, 432];
const MARGIN = 18;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BARCODE_HEIGHT = 92;
const CONTENT_LINE_HEIGHT = 12;
const BRAND = 'Estiba';
const BRAND_COLOUR = '#1f4e79';

/**
 * The text as the labels' font (Noto Sans, platform/pdf/fonts.ts) draws it: Latin, Greek, Cyrillic and Vietnamese
 * as written, runs of white space as one space; a character the font lacks by its unaccented base when the font has
 * that, else '?' (a CJK name or an emoji would print as an empty box).
 */
export function printable(text: string): string {
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => {
      if (fontHasCharacter(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base.length === 1 && fontHasCharacter(base) ? base : '?';
    })
    .join('');
}

/** The Code 128 image of a box barcode, with its text printed under the bars (a person can type it). */
export function renderBarcode(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    includetext: true,
    textxalign: 'center',
    scale: 3,
    height: 14,
    // Opaque white: the quiet zone around the bars must be light for a scanner, whatever the paper.
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 4,
  });
}

function header(doc: PDFKit.PDFDocument, reference: string) {
  doc
    .font(PDF_FONTS.bold)
    .fontSize(16)
    .fillColor(BRAND_COLOUR)
    .text(BRAND, MARGIN, MARGIN, textOptions({ lineBreak: false }));
  doc
    .fillColor('black')
    .text(reference, MARGIN, MARGIN, textOptions({ width: WIDTH, align: 'right', lineBreak: false }));
  doc
    .moveTo(MARGIN, MARGIN + 22)
    .lineTo(PAGE[0] - MARGIN, MARGIN + 22)
    .lineWidth(1)
    .stroke();
}

/** A heading and its text, kept within `height` so nothing spills onto another page. */
/** A block's body: 10 pt lines set as close as the blocks' heights were measured for. */
const bodyText = textOptions({ width: WIDTH, lineGap: tightLineGap(10) });

function block(doc: PDFKit.PDFDocument, heading: string, body: string, y: number, height: number): number {
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor('#555555')
    .text(heading.toUpperCase(), MARGIN, y, textOptions({ lineBreak: false }));
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .fillColor('black')
    .text(body, MARGIN, y + 11, { ...bodyText, height, ellipsis: true });
  return y + 11 + Math.min(height, doc.heightOfString(body, bodyText)) + 8;
}

function contents(
  doc: PDFKit.PDFDocument,
  box: LabelBox,
  texts: (typeof TEXTS)['en'],
  y: number,
  bottom: number,
) {
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor('#555555')
    .text(texts.contents.toUpperCase(), MARGIN, y, textOptions({ lineBreak: false }));
  let lineY = y + 12;
  const room = Math.max(1, Math.floor((bottom - lineY) / CONTENT_LINE_HEIGHT));
  const shown = box.lines.length > room ? box.lines.slice(0, room - 1) : box.lines;
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor('black');
  for (const line of shown) {
    doc.text(
      `${printable(line.sku)} × ${line.quantity}`,
      MARGIN,
      lineY,
      textOptions({ width: WIDTH, lineBreak: false, ellipsis: true }),
    );
    lineY += CONTENT_LINE_HEIGHT;
  }
  if (shown.length < box.lines.length) {
    doc.text(texts.more(box.lines.length - shown.length), MARGIN, lineY, textOptions({ lineBreak: false }));
  }
}

async function page(doc: PDFKit.PDFDocument, data: LabelData, box: LabelBox, texts: (typeof TEXTS)['en']) {
  const barcode = await renderBarcode(box.barcode);
  doc.addPage({ size: PAGE, margin: MARGIN });
  header(doc, data.reference);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(22)
    .text(texts.box(box.number, data.boxes.length), MARGIN, MARGIN + 30, textOptions({ lineBreak: false }));
  // The barcode's text as text too: a person reads it without the scanner, and a search in the PDF finds it.
  doc
    .font(PDF_FONTS.regular)
    .fontSize(11)
    .text(box.barcode, MARGIN, MARGIN + 34, textOptions({ width: WIDTH, align: 'right', lineBreak: false }));
  let y = MARGIN + 62;
  y = block(doc, texts.to, `${printable(data.warehouse.name)}\n${printable(data.warehouse.address)}`, y, 48);
  y = block(doc, texts.from, printable(data.clientName), y, 24);
  const barcodeTop = PAGE[1] - MARGIN - BARCODE_HEIGHT;
  contents(doc, box, texts, y, barcodeTop - 6);
  doc.image(barcode, MARGIN, barcodeTop, { fit: [WIDTH, BARCODE_HEIGHT], align: 'center', valign: 'bottom' });
}

/** The labels as one PDF. `compress: false` leaves the page streams readable (the tests read their text). */
export async function renderBoxLabels(
  data: LabelData,
  options: { language: LabelLanguage; compress?: boolean },
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: `${data.reference} box labels`, Creator: BRAND },
  });
  registerUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const texts = TEXTS[options.language];
  for (const box of data.boxes) await page(doc, data, box, texts);
  doc.end();
  return done;
}
