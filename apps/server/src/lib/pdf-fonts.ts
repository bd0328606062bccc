import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts of every generated PDF: DejaVu Sans (npm `dejavu-fonts-ttf`), embedded and subset by pdfkit. The
 * built-in Helvetica only draws WinAnsi, so names such as Yılmaz, Şahin or Łódź came out wrong or without their
 * marks; DejaVu Sans has Latin Extended, Greek and Cyrillic, and pdfkit writes a ToUnicode map, so the text can be
 * searched and copied.
 */
export const PDF_FONTS = {
  regular: 'Afscheid-Regular',
  bold: 'Afscheid-Bold',
  italic: 'Afscheid-Italic',
} as const;

const FILES: Record<keyof typeof PDF_FONTS, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
};

let paths: Record<keyof typeof PDF_FONTS, string> | undefined;

/** Registers the fonts on a document; use `PDF_FONTS.*` as the font names afterwards. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  paths ??= {
    regular: require.resolve(FILES.regular),
    bold: require.resolve(FILES.bold),
    italic: require.resolve(FILES.italic),
  };
  doc.registerFont(PDF_FONTS.regular, paths.regular);
  doc.registerFont(PDF_FONTS.bold, paths.bold);
  doc.registerFont(PDF_FONTS.italic, paths.italic);
}
