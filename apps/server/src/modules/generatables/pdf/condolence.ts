import { interpolate, messages } from '@afscheid/shared';
import { drawLetterhead, SMALL_SIZE } from '../../../lib/pdf-document.ts';
import { PDF_FONTS } from '../../../lib/pdf-fonts.ts';
import { columnsOf, contentWidth, drawTable, newPage, type PdfCell } from '../../../lib/pdf-table.ts';
import {
  dayText,
  dossierLine,
  drawNote,
  finishPdf,
  joined,
  organizationHead,
  pdfTexts as p,
  startPdf,
  timeRange,
  type PdfInput,
} from './common.ts';

const t = p.condolence;

/** A line centred over the content width at `doc.y`. */
function centred(doc: PDFKit.PDFDocument, text: string, font: string, size: number, gap = 6): void {
  if (!text) return;
  doc
    .fillColor('black')
    .font(font)
    .fontSize(size)
    .text(text, doc.page.margins.left, doc.y, {
      width: contentWidth(doc),
      align: 'center',
    });
  doc.y += gap;
}

/**
 * Condoleanceregister: a cover page (the deceased's name, the dates of birth and death, where and when the
 * condolence is) and then the condolence addresses for the envelopes, one row each.
 */
export async function renderCondolenceAddresses(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, messages.generatables.builtIns['condolence-addresses'].name, {
    letterhead: false,
  });
  const { doc } = run;
  const d = data.deceased;
  const condolence = data.condolence;

  // The cover: the organisation small at the top, the register's title and the deceased in the middle.
  const head = organizationHead(data);
  if (input.logo) {
    try {
      const box: [number, number] = [160, 60];
      doc.image(input.logo, doc.page.margins.left + (contentWidth(doc) - box[0]) / 2, doc.page.margins.top, {
        fit: box,
        align: 'center',
      });
      doc.y = doc.page.margins.top + box[1] + 8;
    } catch {
      // Not a logo pdfkit can draw: the name stands alone.
    }
  }
  centred(doc, head.name, PDF_FONTS.bold, 11, 2);
  centred(doc, joined(data.organization.addressLines, ' · '), PDF_FONTS.regular, SMALL_SIZE, 0);
  doc.y = doc.page.height * 0.3;
  centred(doc, t.title.toUpperCase(), PDF_FONTS.regular, 14, 28);
  centred(doc, t.inMemory, PDF_FONTS.italic, 13, 14);
  centred(doc, d.fullName || d.name, PDF_FONTS.bold, 28, 12);
  if (d.callName && d.fullName && !d.fullName.includes(d.callName)) {
    centred(doc, `(${d.callName})`, PDF_FONTS.regular, 14, 10);
  }
  const born = d.birthDate
    ? interpolate(t.bornMark, { date: joined([d.birthDate.text, d.birthPlace], ', ') })
    : '';
  const died = d.diedOn
    ? interpolate(t.diedMark, { date: joined([d.diedOn.text, d.deathMunicipality], ', ') })
    : '';
  centred(doc, born, PDF_FONTS.regular, 13, 4);
  centred(doc, died, PDF_FONTS.regular, 13, 40);
  if (condolence.held !== false && (condolence.date || condolence.placeName)) {
    centred(doc, p.headings.condolence, PDF_FONTS.bold, 12, 4);
    if (condolence.date) centred(doc, dayText(condolence.date), PDF_FONTS.regular, 12, 2);
    const times = timeRange(condolence.startTime, condolence.endTime);
    if (condolence.startTime && condolence.endTime) {
      centred(
        doc,
        interpolate(t.times, { start: condolence.startTime, end: condolence.endTime }),
        PDF_FONTS.regular,
        12,
        2,
      );
    } else if (times) centred(doc, times, PDF_FONTS.regular, 12, 2);
    centred(doc, condolence.placeName, PDF_FONTS.regular, 12, 2);
    centred(doc, condolence.placeAddress?.oneLine ?? '', PDF_FONTS.regular, 10, 2);
  }

  // The addresses: a page (or more) with the letterhead and one row per address.
  newPage(doc);
  drawLetterhead(doc, {
    organization: head,
    logo: input.logo,
    title: p.headings.addresses,
    lines: [
      joined([dossierLine(data), d.fullName], ' · '),
      interpolate(p.generatedOn, { date: data.generatedOn.text }),
    ],
  });
  const addresses = condolence.addresses;
  if (addresses.length === 0) {
    drawNote(doc, t.addressesEmpty);
    return finishPdf(run);
  }
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9.5)
    .text(interpolate(t.addressesIntro, { count: addresses.length }));
  doc.y += 6;
  const size = SMALL_SIZE + 1;
  const c = t.columns;
  await drawTable(doc, {
    columns: columnsOf(doc, [0.5, 3, 3, 2.6, 1.4]),
    header: { labels: [c.number, c.name, c.address, c.city, c.country], size, align: ['right'] },
    rows: addresses.map((entry, index): PdfCell[] => {
      const address = entry.address;
      return [
        { text: String(index + 1), font: PDF_FONTS.regular, size, align: 'right' },
        { text: entry.name, font: PDF_FONTS.bold, size },
        {
          text: address
            ? joined([address.street, joined([address.houseNumber, address.houseNumberAddition], ' ')], ' ')
            : '',
          font: PDF_FONTS.regular,
          size,
        },
        {
          text: address ? joined([address.postcode, address.city], '  ') : '',
          font: PDF_FONTS.regular,
          size,
        },
        { text: address?.countryName ?? '', font: PDF_FONTS.regular, size },
      ];
    }),
  });
  return finishPdf(run);
}
