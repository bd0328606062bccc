import { interpolate, messages, type DossierDocumentData } from '@afscheid/shared';
import { drawFields, drawParagraph, drawSectionHeading, SMALL_SIZE } from '../../../lib/pdf-document.ts';
import { PDF_FONTS } from '../../../lib/pdf-fonts.ts';
import { columnsOf, drawTable } from '../../../lib/pdf-table.ts';
import {
  addressText,
  dateAndTimes,
  deceasedName,
  drawBudgetTable,
  drawNote,
  drawTotals,
  drawSigning,
  finishPdf,
  joined,
  pdfTexts as p,
  personText,
  startPdf,
  type PdfInput,
} from './common.ts';

const f = p.fields;

/** The agreed services: what the dossier records of the funeral's parts, one row each. */
export function servicesOf(data: DossierDocumentData): [string, string][] {
  const rows: [string, string][] = [[f.funeralType, data.dossier.typeLabel]];
  if (data.dossier.responsible) rows.push([f.responsible, data.dossier.responsible]);
  const before = rows.length;
  if (data.cremation) {
    const c = data.cremation;
    const text = joined([dateAndTimes(c.date, c.time), c.crematoriumName, c.kindLabel]);
    if (text) rows.push([f.cremation, text]);
  }
  if (data.funeral) {
    const b = data.funeral;
    const text = joined([dateAndTimes(b.date, b.time), b.cemeteryName, b.graveKindLabel]);
    if (text) rows.push([f.funeral, text]);
  }
  if (data.ceremony.held) {
    const c = data.ceremony;
    rows.push([f.ceremony, joined([c.kindLabel, c.placeName, dateAndTimes(c.date, c.startTime, c.endTime)])]);
  }
  if (data.church.held) {
    const c = data.church;
    rows.push([f.church, joined([c.kindLabel, c.churchName, dateAndTimes(c.date, c.startTime, c.endTime)])]);
  }
  const wake = data.wake;
  const wakeText = joined([
    wake.placeKindLabel,
    wake.placeName,
    joined([dateAndTimes(wake.fromDate, wake.fromTime), dateAndTimes(wake.untilDate, wake.untilTime)], ' – '),
  ]);
  if (wakeText) rows.push([f.wake, wakeText]);
  if (data.condolence.held) {
    const c = data.condolence;
    rows.push([f.condolence, joined([c.placeName, dateAndTimes(c.date, c.startTime, c.endTime)])]);
  }
  for (const transfer of data.transfers) {
    rows.push([
      f.transfer,
      joined([
        joined([transfer.fromName || transfer.fromKindLabel, transfer.toName || transfer.toKindLabel], ' → '),
        dateAndTimes(transfer.date, transfer.time),
      ]),
    ]);
  }
  if (data.flowers.arrangements.length) {
    rows.push([
      f.flowers,
      joined(data.flowers.arrangements.map((item) => item.kindLabel || item.description)),
    ]);
  }
  if (data.printedMatter.items.length) {
    rows.push([
      f.printedMatter,
      joined(
        data.printedMatter.items.map((item) =>
          item.quantity ? `${item.kindLabel} (${item.quantity})` : item.kindLabel,
        ),
      ),
    ]);
  }
  return rows.length > before ? rows : [...rows, [p.noServices, '']];
}

/** Opdrachtbevestiging: deceased, client, agreed services, budget with VAT and totals, insurance, signatures. */
export async function renderOrderConfirmation(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, messages.generatables.builtIns['order-confirmation'].name);
  const { doc } = run;
  const name = deceasedName(data);
  drawParagraph(doc, interpolate(p.orderConfirmation.intro, { name }), { gap: 6 });

  const d = data.deceased;
  drawSectionHeading(doc, p.headings.deceased);
  drawFields(doc, [
    [f.name, d.fullName],
    [f.born, joined([d.birthDate?.text, d.birthPlace], ' te ')],
    [f.died, joined([dateAndTimes(d.diedOn, d.diedAtTime), d.deathMunicipality], ' te ')],
    [f.address, d.address?.oneLine ?? ''],
  ]);

  const client = data.client;
  drawSectionHeading(doc, p.headings.client);
  drawFields(doc, [
    [f.name, personText(client)],
    [f.relation, client.relation],
    [f.address, addressText(client.address)],
    [f.phone, client.phone],
    [f.email, client.email],
  ]);
  if (data.secondClient) {
    drawSectionHeading(doc, p.headings.secondClient);
    drawFields(doc, [
      [f.name, personText(data.secondClient)],
      [f.relation, data.secondClient.relation],
      [f.address, addressText(data.secondClient.address)],
    ]);
  }

  drawSectionHeading(doc, p.headings.services);
  drawFields(doc, servicesOf(data));

  drawSectionHeading(doc, p.headings.budget, 60);
  if (data.budget.isEmpty) drawNote(doc, p.budgetEmpty);
  else {
    await drawBudgetTable(doc, data.budget, { detailed: false });
    drawTotals(doc, data.budget.totals);
  }

  drawSectionHeading(doc, p.headings.insurances);
  if (data.insurances.length === 0) drawNote(doc, p.noInsurance);
  else {
    const c = p.insuranceColumns;
    await drawTable(doc, {
      columns: columnsOf(doc, [2, 1.6, 1.5, 1.8, 1.3]),
      header: {
        labels: [c.insurer, c.policy, c.kind, c.insured, c.amount],
        size: SMALL_SIZE + 0.5,
        align: [undefined, undefined, undefined, undefined, 'right'],
      },
      rows: data.insurances.map((policy) =>
        [
          policy.insurer,
          policy.policyNumber,
          joined([policy.kindLabel, policy.package]),
          policy.insuredPerson,
          policy.insuredAmount?.text ?? '',
        ].map((text, index) => ({
          text,
          font: PDF_FONTS.regular,
          size: SMALL_SIZE + 0.5,
          align: index === 4 ? ('right' as const) : ('left' as const),
        })),
      ),
    });
    doc.y += 4;
    drawFields(doc, [[p.totals.covered, data.budget.totals.covered.text]]);
  }

  drawSectionHeading(doc, p.headings.payment);
  drawParagraph(doc, interpolate(p.orderConfirmation.payment, { amount: data.budget.totals.toPay.text }), {
    bold: true,
  });

  drawSigning(doc, p.orderConfirmation.agreement, [
    {
      title: p.signature.client,
      lines: [personText(client), client.relation].filter(Boolean),
      fill: [p.signature.place, p.signature.date, p.signature.sign],
    },
    {
      title: interpolate(p.signature.director, { organization: data.organization.name }),
      lines: [data.dossier.responsible].filter(Boolean),
      fill: [p.signature.place, p.signature.date, p.signature.sign],
    },
  ]);
  return finishPdf(run);
}
