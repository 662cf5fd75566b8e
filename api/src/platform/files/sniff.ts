// What a file is, read from its first bytes (never from its name or the type the browser claims): the small table of
// magic numbers of the types people attach to an order (documents, pictures, their own shipping labels, lists).
// No sniffing library is a dependency of the API, and these six need no more than this: each signature is the
// one its format's specification fixes at offset 0 (WebP: the RIFF container with the WEBP form type at 8).

export interface FileKind {
  /** The recorded and served media type. */
  contentType: string;
  /** The name's extension that goes with it, without the dot. */
  extension: string;
}

interface Signature {
  kind: FileKind;
  /** Bytes that must be at `offset` (null: any byte). */
  bytes: (number | null)[];
  offset?: number;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The table, first match wins. */
export const SIGNATURES: readonly Signature[] = [
  // ISO 32000: a PDF starts with its header %PDF-.
  { kind: { contentType: 'application/pdf', extension: 'pdf' }, bytes: ascii('%PDF-') },
  // PNG (RFC 2083): \x89 P N G \r \n \x1a \n.
  {
    kind: { contentType: 'image/png', extension: 'png' },
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  // JPEG/JFIF/EXIF: the SOI marker FF D8 and the next marker's FF.
  { kind: { contentType: 'image/jpeg', extension: 'jpg' }, bytes: [0xff, 0xd8, 0xff] },
  { kind: { contentType: 'image/gif', extension: 'gif' }, bytes: ascii('GIF87a') },
  { kind: { contentType: 'image/gif', extension: 'gif' }, bytes: ascii('GIF89a') },
  // RIFF <size> WEBP.
  {
    kind: { contentType: 'image/webp', extension: 'webp' },
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
];

export const TEXT_KIND: FileKind = { contentType: 'text/plain; charset=utf-8', extension: 'txt' };
export const CSV_KIND: FileKind = { contentType: 'text/csv; charset=utf-8', extension: 'csv' };

/** The kinds a person may attach, as the refusal names them. */
export const ACCEPTED_KINDS_TEXT = 'PDF, PNG, JPEG, GIF, WebP, plain text or CSV';

const matches = (bytes: Buffer, signature: Signature): boolean => {
  const offset = signature.offset ?? 0;
  if (bytes.length < offset + signature.bytes.length) return false;
  return signature.bytes.every((byte, i) => byte === null || bytes[offset + i] === byte);
};

/**
 * Plain text: valid UTF-8 (a BOM allowed) without NUL or other control characters than tab, line feed, form feed
 * and carriage return; a binary file (an executable, an archive, an office document) fails one of the two.
 */
export function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what this looks for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The kind of the content, or null when it is none of the accepted ones. Text is CSV when the name says .csv
 * (both are text: the name only picks which text), plain text otherwise.
 */
export function sniffFile(bytes: Buffer, fileName = ''): FileKind | null {
  const signature = SIGNATURES.find((one) => matches(bytes, one));
  if (signature) return signature.kind;
  if (bytes.length > 0 && isPlainText(bytes)) return /\.csv$/i.test(fileName) ? CSV_KIND : TEXT_KIND;
  return null;
}

/** Leaves room for the extension within the stored name's 255 characters. */
const MAX_STEM_LENGTH = 200;

/** The name as it is kept: its extension made the content's (a PNG named label.pdf is kept as label.png). */
export function nameForKind(fileName: string, kind: FileKind): string {
  const base = fileName.replace(/[\\/]/g, '_').trim();
  const dot = base.lastIndexOf('.');
  const stem = ((dot > 0 ? base.slice(0, dot) : base) || 'file').slice(0, MAX_STEM_LENGTH);
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const same = extension === kind.extension || (kind.extension === 'jpg' && extension === 'jpeg');
  return `${stem}.${same ? extension : kind.extension}`;
}
