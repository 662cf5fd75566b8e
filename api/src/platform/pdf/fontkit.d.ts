// The two calls of fontkit 2 (pdfkit's own font engine, the same version) the PDFs use; the package ships no types.
declare module 'fontkit' {
  export interface Font {
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
