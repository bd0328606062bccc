/**
 * The shared PDF table (`pdf-table.ts`), read back with unpdf: the header on every page, the page footer, and a
 * row taller than a whole page split over pages with its first cell repeated, its text complete.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PDF_FONTS } from './pdf-fonts.ts';
import {
  columnsOf,
  createLandscapePdf,
  drawDocumentHeader,
  drawPageFooters,
  drawTable,
  splitCellText,
  type PdfCell,
} from './pdf-table.ts';

const cell = (text: string): PdfCell => ({ text, font: PDF_FONTS.regular, size: 8 });
const squash = (text: string) => text.replace(/\s+/g, '');

async function render(rows: PdfCell[][]): Promise<string[]> {
  const { doc, done } = createLandscapePdf({
    title: 'Proef',
    author: 'Test',
    createdAt: new Date('2026-11-21'),
  });
  drawDocumentHeader(doc, { organizationName: 'Crematorium Proef', title: 'Proeftabel', lines: [] });
  await drawTable(doc, {
    columns: columnsOf(doc, [1, 1, 6]),
    header: { labels: ['Nummer', 'Kolomkop', 'Tekst'], size: 8 },
    rows,
  });
  drawPageFooters(doc, { label: 'Proef', pageLabel: (page, pages) => `Blad ${page}/${pages}` });
  doc.end();
  const pdf = await getDocumentProxy(new Uint8Array(await done));
  return (await extractText(pdf, { mergePages: false })).text as string[];
}

describe('the PDF table', () => {
  it('repeats the header and numbers every page when the rows run over pages', async () => {
    const pages = await render(
      Array.from({ length: 80 }, (_, index) => [cell(`R${index + 1}`), cell('x'), cell('Een korte regel')]),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Kolomkop');
      expect(page).toContain(`Blad ${index + 1}/${pages.length}`);
    });
    expect(squash(pages.join(' '))).toContain('R80');
  });

  it('splits a row taller than a page over pages, with all of its text and its first cell on each', async () => {
    const words = Array.from({ length: 2500 }, (_, index) => `woord${index + 1}`);
    const pages = await render([
      [cell('LANG-1'), cell('b'), cell(words.join(' '))],
      [cell('NA-2'), cell('c'), cell('klaar')],
    ]);
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join(' ');
    for (const word of ['woord1', 'woord1250', 'woord2500']) expect(all).toMatch(new RegExp(`\\b${word}\\b`));
    expect(all.match(/woord\d+/g)).toHaveLength(2500);
    pages.slice(0, -1).forEach((page) => expect(page).toContain('LANG-1'));
    expect(pages.at(-1)).toContain('NA-2');
  });

  it('cuts a text that does not fit at a space, and keeps it whole when it fits', async () => {
    const { doc } = createLandscapePdf({ title: 'Proef', author: 'Test', createdAt: new Date() });
    const text = 'een twee drie vier vijf zes zeven acht negen tien';
    expect(splitCellText(doc, text, 400, PDF_FONTS.regular, 8, 100)).toEqual([text, '']);
    const [head, rest] = splitCellText(doc, text, 40, PDF_FONTS.regular, 8, 20);
    expect(head.length).toBeGreaterThan(0);
    expect(`${head} ${rest}`).toBe(text);
    doc.end();
  });
});
