// Just enough of a PDF reader for the label tests (no PDF parser is installed in the API): the pages in order,
// the text each page shows, and each page's images as raw pixels. It reads what pdfkit writes — objects with
// FlateDecode or plain streams, text as hex strings in TJ arrays, images as 8-bit RGB or grey — and no more.
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

/** The text of TJ/Tj operators, one line per operator, hex strings decoded as WinAnsi (latin1 for these). */
function pageText(content: string): string {
  const lines: string[] = [];
  const operators = /\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (let match = operators.exec(content); match; match = operators.exec(content)) {
    const hex =
      match[1] !== undefined
        ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
        : match[2]!;
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
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
    return { text: pageText(content), images: pageImages(resources, all) };
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
