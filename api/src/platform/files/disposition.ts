// The Content-Disposition of a download (RFC 6266): always an attachment, never shown inline, with the name as
// RFC 5987's UTF-8 filename* and a plain ASCII filename for the few clients that read only that one.

/** RFC 5987 attr-char: what may stand unescaped in filename*. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeExtValue(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** The name in printable ASCII without quotes or backslashes (accents dropped, others as _). */
export function asciiFileName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return plain || 'file';
}

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
