// The shipping label the sandbox issues: one 4 × 6 inch page (a label printer's stock) with the carrier and its
// service, the sender (the warehouse) and the recipient, the shipper's reference, and the tracking number as text
// and as a Code 128 barcode a carrier's scanner reads. Drawn like the box labels (receiving/labels.ts).
import PDFDocument from 'pdfkit';
import { PDF_FONTS, tightLineGap, textOptions, registerUnicodeFonts } from '../../platform/pdf/fonts.js';
import { printable, renderBarcode } from '../receiving/labels.js';
import type { Address, LabelRequest } from './adapter.js';

/** 4 × 6 inches in PDF points (72 per inch). */
const PAGE: [number, number] = [288, 432];
const MARGIN = 18;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BARCODE_HEIGHT = 96;
const SANDBOX_MARK = 'SANDBOX - NOT A CARRIER LABEL';

const addressText = (address: Address): string =>
  [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    address.countryCode,
  ]
    .filter(Boolean)
    .map((line) => printable(String(line)))
    .join('\n');

/** A block's body: 10 pt lines set as close as the blocks' heights were measured for. */
const bodyText = textOptions({ width: WIDTH, lineGap: tightLineGap(10) });

function block(doc: PDFKit.PDFDocument, heading: string, body: string, y: number, height: number): number {
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor('#555555')
    .text(heading, MARGIN, y, textOptions({ lineBreak: false }));
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .fillColor('black')
    .text(body, MARGIN, y + 11, { ...bodyText, height, ellipsis: true });
  return y + 11 + Math.min(height, doc.heightOfString(body, bodyText)) + 8;
}

/** The label as a PDF. `compress: false` leaves the page stream readable (the tests read its text). */
export async function renderShippingLabel(
  request: LabelRequest,
  trackingNumber: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const barcode = await renderBarcode(trackingNumber);
  const doc = new PDFDocument({
    size: PAGE,
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${request.carrier.name} ${trackingNumber}`, Creator: 'Estiba shipping platform sandbox' },
  });
  registerUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font(PDF_FONTS.bold)
    .fontSize(18)
    .text(
      printable(request.carrier.name),
      MARGIN,
      MARGIN,
      textOptions({ width: WIDTH, lineBreak: false, ellipsis: true }),
    );
  doc
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text(
      printable(request.service.name),
      MARGIN,
      MARGIN + 22,
      textOptions({ width: WIDTH, lineBreak: false }),
    );
  doc
    .moveTo(MARGIN, MARGIN + 38)
    .lineTo(PAGE[0] - MARGIN, MARGIN + 38)
    .lineWidth(1)
    .stroke();
  let y = MARGIN + 46;
  y = block(doc, 'FROM', addressText(request.from), y, 60);
  y = block(doc, 'SHIP TO', addressText(request.to), y, 84);
  const parcel = `${request.parcel.weightKg.toFixed(2)} kg - ${request.parcel.lengthCm} x ${request.parcel.widthCm} x ${request.parcel.heightCm} cm`;
  y = block(doc, 'REF', `${printable(request.reference)}\n${parcel}`, y, 26);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor('#555555')
    .text('TRACKING', MARGIN, y, textOptions({ lineBreak: false }));
  doc
    .font('Courier-Bold')
    .fontSize(12)
    .fillColor('black')
    .text(
      trackingNumber,
      MARGIN,
      y + 11,
      textOptions({
        width: WIDTH,
        lineBreak: false,
      }),
    );
  const barcodeTop = PAGE[1] - MARGIN - BARCODE_HEIGHT;
  doc.image(barcode, MARGIN, barcodeTop, { fit: [WIDTH, BARCODE_HEIGHT], align: 'center', valign: 'bottom' });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(7)
    .fillColor('#555555')
    .text(
      SANDBOX_MARK,
      MARGIN,
      barcodeTop - 10,
      textOptions({ width: WIDTH, align: 'center', lineBreak: false }),
    );
  doc.end();
  return done;
}
