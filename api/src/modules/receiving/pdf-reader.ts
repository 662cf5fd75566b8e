// Just enough of a PDF reader for the label tests (no PDF parser is installed in the API): the pages in order,
// the text each page shows, and each page's images as raw pixels. It reads what pdfkit writes — objects with
// FlateDecode or plain streams, text as hex strings in TJ arrays (a standard font's bytes as WinAnsi, an embedded
// font's two-byte glyph codes through the font's ToUnicode map), images as 8-bit RGB or grey — and no more.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export interface PdfImage {
  width: number;
  height: number;
  /** Channels per pixel: 3 (RGB) or 1 (grey). */
  channels: number;
  pixels: Buffer;
}

export interface PdfPage {
  text: string;
  images: PdfImage[];
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  // latin1 maps each byte to one character, so string positions are byte positions.
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const end = text.indexOf('endobj', match.index);
    const body = text.slice(match.index + match[0].length, end);
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const from = match.index + match[0].length + streamAt + 'stream\n'.length;
    const raw = pdf.subarray(from, from + length);
    found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

const ref = (dict: string, key: string): number | null => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
};

/** How a font's codes become text: a standard font's bytes as WinAnsi (latin1 for these), a Type0 font's by its map. */
type Decoder = (hex: string) => string;
const latin1: Decoder = (hex) => Buffer.from(hex, 'hex').toString('latin1');

const utf16 = (hex: string) => {
  const units = hex.replace(/\s+/g, '').match(/.{4}/g) ?? [];
  return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
};

/** A ToUnicode CMap's bfrange and bfchar entries (pdfkit writes ranges with arrays), as code → text. */
function toUnicodeDecoder(cmap: string): Decoder {
  const map = new Map<number, string>();
  const ranges = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g;
  const rangeBlocks = [...cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].map((m) => m[1]!).join('\n');
  for (const match of rangeBlocks.matchAll(ranges)) {
    const start = parseInt(match[1]!, 16);
    const end = parseInt(match[2]!, 16);
    const target = match[3]!;
    if (target.startsWith('[')) {
      [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, i) => map.set(start + i, utf16(entry[1]!)));
    } else {
      const first = parseInt(target.slice(1, -1).replace(/\s+/g, ''), 16);
      for (let code = start; code <= end; code += 1)
        map.set(code, String.fromCodePoint(first + code - start));
    }
  }
  const charBlocks = [...cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)].map((m) => m[1]!).join('\n');
  for (const match of charBlocks.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
    map.set(parseInt(match[1]!, 16), utf16(match[2]!));
  }
  return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\ufffd').join('');
}

/** The page's fonts by resource name (F1, F2…), each with the decoder of its text. */
function pageFonts(resources: string, all: Map<number, PdfObject>): Map<string, Decoder> {
  const fonts = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
  return new Map(
    [...fonts.matchAll(/\/(\w+) (\d+) 0 R/g)].map((match) => {
      const font = all.get(Number(match[2]));
      const cmapRef = font ? ref(font.dict, 'ToUnicode') : null;
      const cmap = cmapRef === null ? null : all.get(cmapRef)?.stream;
      return [match[1]!, cmap ? toUnicodeDecoder(cmap.toString('latin1')) : latin1];
    }),
  );
}

/**
 * The text of each text object (BT … ET: one line as pdfkit draws it, its TJ/Tj runs joined; a run moved for a
 * mark's position is a run of its own), each run in the font the last Tf chose, composed (NFC) as a reader finds it.
 */
function pageText(content: string, fonts: Map<string, Decoder>): string {
  const lines: string[] = [];
  let line = '';
  let decode = latin1;
  const operators = /\/(\w+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|(?<![\w/])ET(?!\w)/g;
  for (let match = operators.exec(content); match; match = operators.exec(content)) {
    if (match[1] !== undefined) {
      decode = fonts.get(match[1]) ?? latin1;
    } else if (match[2] === undefined && match[3] === undefined) {
      lines.push(line.normalize('NFC'));
      line = '';
    } else {
      const hex =
        match[2] !== undefined
          ? [...match[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
          : match[3]!;
      line += decode(hex);
    }
  }
  if (line) lines.push(line.normalize('NFC'));
  return lines.join('\n');
}

function pageImages(resources: string, all: Map<number, PdfObject>): PdfImage[] {
  const xobjects = /\/XObject\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
  return [...xobjects.matchAll(/\/\w+ (\d+) 0 R/g)].flatMap((match) => {
    const image = all.get(Number(match[1]));
    if (!image?.stream || !image.dict.includes('/Subtype /Image')) return [];
    const width = Number(/\/Width (\d+)/.exec(image.dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(image.dict)?.[1]);
    const channels = image.dict.includes('/DeviceRGB') ? 3 : 1;
    return [{ width, height, channels, pixels: image.stream }];
  });
}

export function readPdf(pdf: Buffer): PdfPage[] {
  const all = objects(pdf);
  const pagesObject = [...all.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = /\/Kids \[([^\]]*)\]/.exec(pagesObject?.dict ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const page = all.get(Number(kid[1]))!;
    const content = all.get(ref(page.dict, 'Contents')!)!.stream!.toString('latin1');
    const resourcesRef = ref(page.dict, 'Resources');
    const resources = resourcesRef === null ? page.dict : all.get(resourcesRef)!.dict;
    return { text: pageText(content, pageFonts(resources, all)), images: pageImages(resources, all) };
  });
}

/**
 * The widths of the bars and spaces across one row of an image, from the first dark pixel to the last, in
 * multiples of the narrowest: a 1D barcode's modules, as bwip-js's raw `sbs` lists them.
 */
export function barWidths(image: PdfImage, row: number): number[] {
  const dark: boolean[] = [];
  for (let x = 0; x < image.width; x += 1) {
    dark.push(image.pixels[(row * image.width + x) * image.channels]! < 128);
  }
  const first = dark.indexOf(true);
  const last = dark.lastIndexOf(true);
  const runs: number[] = [];
  for (let x = first; x <= last; x += 1) {
    if (x > first && dark[x] === dark[x - 1]) runs[runs.length - 1] = runs[runs.length - 1]! + 1;
    else runs.push(1);
  }
  const module = Math.min(...runs);
  return runs.map((run) => Math.round(run / module));
}
