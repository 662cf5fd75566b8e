import { asciiFileName, attachmentDisposition } from './disposition.js';
import { isPlainText, nameForKind, sniffFile } from './sniff.js';

const bytes = (...values: number[]) => Buffer.from(values);
const PNG = Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), Buffer.alloc(16)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')]);

describe('sniffFile: the kind by content', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%...'), 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a GIF87a', Buffer.from('GIF87a....'), 'image/gif'],
    ['a GIF89a', Buffer.from('GIF89a....'), 'image/gif'],
    ['a WebP', WEBP, 'image/webp'],
    [
      'UTF-8 text',
      Buffer.from('Entregar en recepción, por favor.\r\n\tGracias'),
      'text/plain; charset=utf-8',
    ],
  ])('recognises %s', (_name, content, type) => {
    expect(sniffFile(content, 'whatever.bin')?.contentType).toBe(type);
  });

  it('types by content, not by name: a PNG named .pdf is a PNG', () => {
    expect(sniffFile(PNG, 'label.pdf')).toEqual({ contentType: 'image/png', extension: 'png' });
  });

  it('calls text CSV only when the name says so', () => {
    expect(sniffFile(Buffer.from('sku,qty\nA,1\n'), 'lines.CSV')?.contentType).toBe(
      'text/csv; charset=utf-8',
    );
    expect(sniffFile(Buffer.from('sku,qty\nA,1\n'), 'lines.txt')?.contentType).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('refuses binaries, broken UTF-8, a RIFF that is not WebP and nothing at all', () => {
    expect(sniffFile(Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), 'setup.pdf')).toBeNull();
    expect(sniffFile(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0), 'sheet.csv')).toBeNull();
    expect(sniffFile(bytes(0xc3, 0x28), 'note.txt')).toBeNull();
    expect(sniffFile(Buffer.from('RIFF\x01\x02\x03\x04WAVEfmt '), 'a.webp')).toBeNull();
    expect(sniffFile(Buffer.alloc(0), 'a.txt')).toBeNull();
    expect(isPlainText(Buffer.from('a\u0000b'))).toBe(false);
  });

  it("keeps the name with the content's extension", () => {
    expect(nameForKind('label.pdf', { contentType: 'image/png', extension: 'png' })).toBe('label.png');
    expect(nameForKind('photo.JPEG', { contentType: 'image/jpeg', extension: 'jpg' })).toBe('photo.jpeg');
    expect(nameForKind('notes', { contentType: 'text/plain', extension: 'txt' })).toBe('notes.txt');
    expect(nameForKind('../../etc/passwd.txt', { contentType: 'text/plain', extension: 'txt' })).toBe(
      '.._.._etc_passwd.txt',
    );
  });
});

describe('attachmentDisposition', () => {
  it('names the file in UTF-8 (filename*) and in plain ASCII', () => {
    expect(attachmentDisposition('Guía de envío "final".pdf')).toBe(
      `attachment; filename="Guia de envio _final_.pdf"; filename*=UTF-8''Gu%C3%ADa%20de%20env%C3%ADo%20%22final%22.pdf`,
    );
    expect(asciiFileName('日本.png')).toBe('__.png');
  });
});
