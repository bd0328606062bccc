import { buffer } from 'node:stream/consumers';
import { logoStorageKey, type DocumentStore } from '../modules/documents/index.ts';
import { PDF_FONTS } from './pdf-fonts.ts';
import { bottomLimit, contentWidth, newPage, type Doc } from './pdf-table.ts';

/**
 * The pieces of the A4-portrait dossier documents (issue 16) on top of `pdf-table.ts`: the letterhead with the
 * organisation's name, address, contact and registration numbers and logo; section headings that never stand
 * alone at the bottom of a page; label–value rows; paragraphs; and signature blocks that stay on one page.
 * Black on white only.
 */

export const BODY_SIZE = 9.5;
export const SMALL_SIZE = 8;
const LABEL_GAP = 10;
const RULE = 0.5;

export type Letterhead = {
  organization: {
    name: string;
    addressLines: string[];
    /** `Tel. 020 123 4567 · info@… · www…` */
    contactLine: string;
    /** `KvK 12345678 · Btw NL…B01 · IBAN NL…` */
    registrationLine: string;
  };
  logo: Buffer | null;
  title: string;
  /** Under the title: the dossier, the deceased, "Opgemaakt op …". */
  lines: string[];
};

const LOGO_BOX: [number, number] = [160, 64];

/**
 * The first page's head: the organisation at the left (name, address, contact, KvK/btw/IBAN), its logo at the
 * right when pdfkit can draw it, a rule, then the title and the lines under it.
 */
export function drawLetterhead(doc: Doc, head: Letterhead): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  let textWidth = width;
  let logoBottom = top;
  if (head.logo) {
    try {
      doc.image(head.logo, left + width - LOGO_BOX[0], top, { fit: LOGO_BOX, align: 'right' });
      textWidth -= LOGO_BOX[0] + 16;
      logoBottom = top + LOGO_BOX[1];
    } catch {
      // An unreadable or unsupported logo is left out: the name says whose document it is.
    }
  }
  const { organization } = head;
  doc
    .fillColor('black')
    .font(PDF_FONTS.bold)
    .fontSize(13)
    .text(organization.name, left, top, { width: textWidth });
  doc.font(PDF_FONTS.regular).fontSize(SMALL_SIZE + 0.5);
  doc.y += 2;
  for (const line of organization.addressLines) doc.text(line, left, doc.y, { width: textWidth });
  if (organization.contactLine) doc.text(organization.contactLine, left, doc.y, { width: textWidth });
  if (organization.registrationLine)
    doc.text(organization.registrationLine, left, doc.y, { width: textWidth });
  doc.y = Math.max(doc.y, logoBottom) + 8;
  doc
    .lineWidth(RULE)
    .strokeColor('black')
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 12;
  doc.font(PDF_FONTS.bold).fontSize(18).text(head.title, left, doc.y, { width });
  doc.y += 2;
  doc.font(PDF_FONTS.regular).fontSize(BODY_SIZE);
  for (const line of head.lines) doc.text(line, left, doc.y, { width });
  doc.y += 10;
  doc.x = left;
}

/** A new page when fewer than `height` points are left on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) newPage(doc);
}

/** A section heading with a rule under it; it moves to the next page with `keepWith` points of what follows. */
export function drawSectionHeading(doc: Doc, text: string, keepWith = 40): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const height = doc.font(PDF_FONTS.bold).fontSize(11).heightOfString(text, { width }) + 6;
  if (doc.y > doc.page.margins.top) doc.y += 6;
  ensureSpace(doc, height + keepWith);
  doc.fillColor('black').font(PDF_FONTS.bold).fontSize(11).text(text, left, doc.y, { width });
  doc.y += 1;
  doc
    .lineWidth(RULE)
    .strokeColor('black')
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 5;
  doc.x = left;
}

/** A paragraph over the content width (or `width`), from the left margin (or `x`). */
export function drawParagraph(
  doc: Doc,
  text: string,
  options: { size?: number; bold?: boolean; italic?: boolean; x?: number; width?: number; gap?: number } = {},
): void {
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? contentWidth(doc) - (x - doc.page.margins.left);
  const font = options.bold ? PDF_FONTS.bold : options.italic ? PDF_FONTS.italic : PDF_FONTS.regular;
  const size = options.size ?? BODY_SIZE;
  const height = doc.font(font).fontSize(size).heightOfString(text, { width });
  // A short paragraph is kept together; a long one may flow over pages (pdfkit breaks it).
  if (height < 120) ensureSpace(doc, height);
  doc.fillColor('black').font(font).fontSize(size).text(text, x, doc.y, { width });
  doc.y += options.gap ?? 4;
  doc.x = doc.page.margins.left;
}

/**
 * Label–value rows: the label at the left in a fixed column, the value wrapped beside it; an empty value shows
 * `empty` (a dash). A row never splits over two pages.
 */
export function drawFields(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  options: { labelWidth?: number; x?: number; width?: number; empty?: string; size?: number } = {},
): void {
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? contentWidth(doc);
  const labelWidth = options.labelWidth ?? 150;
  const valueWidth = width - labelWidth - LABEL_GAP;
  const size = options.size ?? BODY_SIZE;
  for (const [label, raw] of rows) {
    const value = raw.trim() === '' ? (options.empty ?? '—') : raw;
    const height = Math.max(
      doc.font(PDF_FONTS.regular).fontSize(size).heightOfString(label, { width: labelWidth }),
      doc.font(PDF_FONTS.regular).fontSize(size).heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(doc, height + 2);
    const y = doc.y;
    doc.fillColor('black').font(PDF_FONTS.regular).fontSize(size).text(label, x, y, { width: labelWidth });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(size)
      .text(value, x + labelWidth + LABEL_GAP, y, { width: valueWidth });
    doc.y = y + height + 2.5;
  }
  doc.x = doc.page.margins.left;
}

export type SignatureBlock = {
  /** `Opdrachtgever` */
  title: string;
  /** Printed lines under the title (the name, the relation); may be empty. */
  lines: string[];
  /** Labels of the lines to fill in by hand: `Datum`, `Plaats`, `Handtekening`. */
  fill: string[];
};

const SIGN_LINE_GAP = 22;
const SIGN_SPACE = 46;

const SIGN_GAP = 24;

/** The column width, the height of the titles and printed lines, and the whole height of signature blocks. */
function signatureLayout(doc: Doc, blocks: readonly SignatureBlock[]) {
  const columnWidth = (contentWidth(doc) - SIGN_GAP) / Math.max(2, blocks.length);
  const textHeight = (text: string, font: string, size: number) =>
    doc.font(font).fontSize(size).heightOfString(text, { width: columnWidth });
  const headHeight = Math.max(
    ...blocks.map(
      (block) =>
        textHeight(block.title, PDF_FONTS.bold, BODY_SIZE + 0.5) +
        2 +
        block.lines.reduce((sum, line) => sum + textHeight(line, PDF_FONTS.regular, BODY_SIZE), 0),
    ),
  );
  const fills = Math.max(...blocks.map((block) => block.fill.length));
  const height = headHeight + Math.max(0, fills - 1) * SIGN_LINE_GAP + SIGN_SPACE + 4;
  return { columnWidth, headHeight, height };
}

/** The room signature blocks take (to keep a heading and its text with them). */
export const signatureBlocksHeight = (doc: Doc, blocks: readonly SignatureBlock[]) =>
  signatureLayout(doc, blocks).height + 12;

/**
 * Signature blocks side by side (one takes the left half), kept on one page together; the lines to fill in stand
 * at the same height in every block, the signature's with the most room above it.
 */
export function drawSignatureBlocks(doc: Doc, blocks: readonly SignatureBlock[]): void {
  const left = doc.page.margins.left;
  const { columnWidth, headHeight, height } = signatureLayout(doc, blocks);
  ensureSpace(doc, height + 8);
  const top = doc.y + 4;
  blocks.forEach((block, index) => {
    const x = left + index * (columnWidth + SIGN_GAP);
    doc
      .fillColor('black')
      .font(PDF_FONTS.bold)
      .fontSize(BODY_SIZE + 0.5)
      .text(block.title, x, top, { width: columnWidth });
    doc.y += 2;
    for (const line of block.lines) {
      doc.font(PDF_FONTS.regular).fontSize(BODY_SIZE).text(line, x, doc.y, { width: columnWidth });
    }
    let y = top + headHeight;
    for (const [fillIndex, label] of block.fill.entries()) {
      // The signature gets the most room: it is the last line.
      y += fillIndex === block.fill.length - 1 ? SIGN_SPACE : SIGN_LINE_GAP;
      doc
        .font(PDF_FONTS.regular)
        .fontSize(SMALL_SIZE)
        .text(`${label}:`, x, y - 10, { width: 80, lineBreak: false });
      doc
        .lineWidth(RULE)
        .strokeColor('black')
        .moveTo(x + 70, y)
        .lineTo(x + columnWidth, y)
        .stroke();
    }
  });
  doc.y = top + height;
  doc.x = left;
}

const LOGO_NAME = /^[0-9a-f-]+\.(png|jpg)$/;

/**
 * The organisation's logo as the organisations module stores it (`logos/<name>` in the app's store), when pdfkit
 * can draw it (PNG or JPEG); null otherwise (none, WebP, a missing or unreadable file).
 */
export async function pdfLogoOf(store: DocumentStore, logoPath: string | null): Promise<Buffer | null> {
  if (!logoPath || !LOGO_NAME.test(logoPath)) return null;
  try {
    const stored = await store.open(logoStorageKey(logoPath));
    return stored ? await buffer(stored.stream) : null;
  } catch {
    return null;
  }
}
