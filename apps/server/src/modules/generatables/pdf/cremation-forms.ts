import { interpolate, messages, type DossierDocumentData } from '@afscheid/shared';
import { drawFields, drawParagraph, drawSectionHeading } from '../../../lib/pdf-document.ts';
import {
  addressText,
  dateAndTimes,
  deceasedName,
  drawSigning,
  finishPdf,
  joined,
  pdfTexts as p,
  personText,
  startPdf,
  yesNo,
  type PdfInput,
} from './common.ts';

const f = p.fields;
const names = messages.generatables.builtIns;

/** The wished moment of the cremation: the request's, else the cremation section's date and time. */
export function wishedCremationMoment(data: DossierDocumentData): string {
  if (data.crematoriumRequest) return data.crematoriumRequest.wishedAt.text;
  return data.cremation ? dateAndTimes(data.cremation.date, data.cremation.time) : '';
}

/** The crematorium's name: the cremation section's, else the running request's. */
export const crematoriumOf = (data: DossierDocumentData) =>
  data.cremation?.crematoriumName || data.crematoriumRequest?.crematoriumName || '';

function clientFields(data: DossierDocumentData): [string, string][] {
  const client = data.client;
  return [
    [f.name, personText(client)],
    [f.relation, client.relation],
    [f.address, addressText(client.address)],
    [f.phone, client.phone],
    [f.email, client.email],
  ];
}

const clientSignature = (data: DossierDocumentData) => ({
  title: p.signature.client,
  lines: [personText(data.client), data.client.relation].filter(Boolean),
  fill: [p.signature.place, p.signature.date, p.signature.sign],
});

/**
 * Crematieaanvraag: what a crematorium needs to cremate (deceased with BSN, the death, the client, the funeral
 * company, the wished moment, the ceremony, permit, implants and coffin), signed by the client and the company.
 */
export async function renderCremationRequest(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, names['cremation-request'].name);
  const { doc } = run;
  const cremation = data.cremation;
  const crematorium = crematoriumOf(data);
  drawParagraph(
    doc,
    interpolate(p.cremationRequest.intro, {
      name: deceasedName(data),
      crematorium: crematorium || p.cremationRequest.crematoriumUnknown,
    }),
    { gap: 6 },
  );

  const d = data.deceased;
  drawSectionHeading(doc, p.headings.deceased);
  drawFields(doc, [
    [f.fullName, d.fullName],
    [f.gender, d.genderLabel],
    [f.birthDate, d.birthDate?.text ?? ''],
    [f.birthPlace, joined([d.birthPlace, d.birthCountryName])],
    [f.bsn, d.bsn],
    [f.maritalStatus, d.maritalStatusLabel],
    [f.address, addressText(d.address)],
    [f.diedOn, dateAndTimes(d.diedOn, d.diedAtTime)],
    [f.deathMunicipality, d.deathMunicipality],
    [f.placeOfDeath, joined([d.placeOfDeath.kindLabel, d.placeOfDeath.name])],
  ]);

  drawSectionHeading(doc, p.headings.client);
  drawFields(doc, clientFields(data));

  const org = data.organization;
  drawSectionHeading(doc, p.headings.funeralCompany);
  drawFields(doc, [
    [f.company, org.name],
    [f.address, org.addressLines.join('\n')],
    [f.phone, org.phone],
    [f.email, org.email],
    [f.contact, joined([data.dossier.responsible, data.dossier.responsibleEmail])],
    [f.dossierNumber, data.dossier.number],
  ]);

  drawSectionHeading(doc, p.headings.cremation);
  const ceremony = data.ceremony;
  drawFields(doc, [
    [f.crematorium, joined([crematorium, cremation?.crematoriumAddress?.oneLine])],
    [f.wishedMoment, wishedCremationMoment(data)],
    ...(data.crematoriumRequest?.confirmedAt
      ? [[f.confirmedMoment, data.crematoriumRequest.confirmedAt.text] as [string, string]]
      : []),
    [f.cremationKind, cremation?.kindLabel ?? ''],
    [
      f.ceremony,
      ceremony.held
        ? joined([
            ceremony.kindLabel,
            ceremony.placeName,
            dateAndTimes(ceremony.date, ceremony.startTime, ceremony.endTime),
          ])
        : ceremony.held === false
          ? p.no
          : '',
    ],
    [
      f.attendInsertion,
      joined([
        yesNo(cremation?.attendInsertion ?? null),
        cremation?.insertionAttendees ? String(cremation.insertionAttendees) : '',
      ]),
    ],
    [f.registrationNumber, cremation?.registrationNumber ?? ''],
  ]);

  drawSectionHeading(doc, p.headings.permitAndDocuments);
  const permit = cremation?.permit;
  drawFields(doc, [
    [
      f.permit,
      joined([
        permit?.received === true ? p.yes : permit?.received === false ? p.no : '',
        permit?.number,
        permit?.municipality,
        permit?.issuedOn?.text,
      ]),
    ],
    [f.deathStatement, joined([yesNo(d.deathStatement.received), d.deathStatement.receivedOn?.text])],
    [f.unnaturalDeath, yesNo(d.unnaturalDeath)],
    ...(d.unnaturalDeath ? [[f.noObjection, d.noObjectionReference] as [string, string]] : []),
  ]);

  drawSectionHeading(doc, p.headings.implantsAndCoffin);
  drawFields(doc, [
    [f.implants, d.implants.summary],
    [f.coffin, data.care.coffin.summary],
    [f.firstAshChoice, cremation?.firstAshChoiceLabel ?? ''],
  ]);

  drawSigning(doc, p.cremationRequest.declaration, [
    clientSignature(data),
    {
      title: interpolate(p.signature.director, { organization: org.name }),
      lines: [data.dossier.responsible].filter(Boolean),
      fill: [p.signature.place, p.signature.date, p.signature.sign],
    },
  ]);
  return finishPdf(run);
}

/**
 * Asbestemmingsformulier: the client's decision on the ashes (destination, place, urn, date) with the day the
 * ashes may leave the crematorium (`ashReleaseDate`), signed by the client.
 */
export async function renderAshDestinationForm(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, names['ash-destination-form'].name);
  const { doc } = run;
  const ash = data.ashDestination;
  const cremation = data.cremation;
  drawParagraph(doc, interpolate(p.ashForm.intro, { name: deceasedName(data) }), { gap: 6 });

  const d = data.deceased;
  drawSectionHeading(doc, p.headings.deceased);
  drawFields(doc, [
    [f.fullName, d.fullName],
    [f.birthDate, d.birthDate?.text ?? ''],
    [f.diedOn, dateAndTimes(d.diedOn, d.diedAtTime)],
  ]);

  drawSectionHeading(doc, p.headings.cremation);
  drawFields(doc, [
    [f.crematorium, crematoriumOf(data)],
    [f.cremationDate, cremation ? dateAndTimes(cremation.date, cremation.time) : ''],
    [f.registrationNumber, cremation?.registrationNumber ?? ''],
  ]);

  drawSectionHeading(doc, p.headings.client);
  drawFields(doc, clientFields(data));

  drawSectionHeading(doc, p.headings.ashDecision);
  drawFields(doc, [
    [f.destination, ash?.destinationLabel ?? ''],
    [f.destinationPlace, joined([ash?.place.name, ash?.place.address?.oneLine])],
    ...(ash?.scatteringLabel ? [[f.scattering, ash.scatteringLabel] as [string, string]] : []),
    [
      f.urn,
      joined([
        ash?.urn.kindLabel,
        ash?.urn.count ? `${ash.urn.count} ×` : '',
        ash?.urn.article,
        ash?.urn.division,
      ]),
    ],
    [f.plannedDate, ash?.plannedDate?.text ?? ''],
    [f.releaseDate, ash?.releaseDate?.text ?? ''],
    [
      f.exemption,
      ash?.exemption.granted
        ? joined([
            interpolate(p.ashForm.exemption, { reference: ash.exemption.reference }),
            ash.exemption.grantedOn?.text,
          ])
        : p.no,
    ],
    ...(ash?.prohibitedByProsecutor ? [[f.prohibited, p.yes] as [string, string]] : []),
  ]);
  doc.y += 4;
  drawParagraph(
    doc,
    ash?.releaseDate && cremation?.date
      ? interpolate(p.ashForm.release, { date: ash.releaseDate.text, cremated: cremation.date.text })
      : p.ashForm.releaseUnknown,
    { bold: true, gap: 6 },
  );

  if (ash?.receiver) {
    drawSectionHeading(doc, p.headings.receiver);
    drawFields(doc, [
      [f.name, personText(ash.receiver)],
      [f.address, addressText(ash.receiver.address)],
      [f.phone, ash.receiver.phone],
    ]);
  }

  drawSigning(doc, p.ashForm.declaration, [clientSignature(data)]);
  return finishPdf(run);
}
