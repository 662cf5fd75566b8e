// The font the PDFs (box labels, the sandbox shipping label, the pick list) draw their text with: Noto Sans, whose
// regular and bold TrueType files (Google Fonts' static build, from the @expo-google-fonts/noto-sans package)
// cover Latin with every European diacritic, Greek, Cyrillic and Vietnamese. pdfkit embeds the glyphs each
// document uses (a subset) with a ToUnicode map, so "Łódź", "Ağrı" or "Nguyễn" print and search as written; the
// PDF standard fonts (Helvetica) draw WinAnsi (Latin-1) only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/** The names the documents choose the font by (`doc.font(PDF_FONTS.bold)`), once `registerUnicodeFonts` ran. */
export const PDF_FONTS = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let loaded: { regular: Buffer; bold: Buffer; coverage: Font } | null = null;

/** The font files, read once per process (about 630 kB each). */
function fonts() {
  if (!loaded) {
    const regular = readFileSync(require.resolve(FILES.regular));
    const bold = readFileSync(require.resolve(FILES.bold));
    loaded = { regular, bold, coverage: create(regular) };
  }
  return loaded;
}

/**
 * The `lineGap` that sets lines of Noto Sans (1.36 em apart: room for Vietnamese stacked accents) as close as
 * Helvetica's (1.16 em), which the 4 × 6 inch labels' blocks were measured for. A negative gap of 0.2 em.
 */
export const tightLineGap = (fontSize: number): number => -0.2 * fontSize;

/**
 * A text call's options with Noto Sans's letters as they are: without the font's glyph decomposition (ccmp), which
 * draws 'ị' as 'i' plus a dot below; that 'i' then shares the plain i's ToUnicode entry, so a search or a copy of
 * "Thị" found "Thi". Noto has the precomposed letter of every composed (NFC) character of these scripts.
 */
export function textOptions(options: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions {
  // fontkit takes an object of feature tags to booleans as well as a list (@types/pdfkit types the list only).
  return { ...options, features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
}

/** Registers the regular and bold Noto Sans on a document under `PDF_FONTS`' names. */
export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  doc.registerFont(PDF_FONTS.regular, regular);
  doc.registerFont(PDF_FONTS.bold, bold);
}

/** Whether the font draws this character (both weights cover the same characters). */
export function fontHasCharacter(char: string): boolean {
  const codePoint = char.codePointAt(0);
  return codePoint !== undefined && fonts().coverage.hasGlyphForCodePoint(codePoint);
}
