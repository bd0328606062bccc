/**
 * The legal checklist of a dossier (issue 11, item 10; `DUTCH-RULES.md`, documents): which documents the
 * cremation or burial needs, and whether each is there. A document counts as there when a file of its type was
 * uploaded, or when its section records it (the permit received or its number, the request form's date, the
 * implants statement ticked, the A-verklaring received, the reference of the verklaring van geen bezwaar).
 *
 * - Every dossier: the A-verklaring (for the aangifte; it went to the municipality once the aangifte is recorded
 *   or the verlof is there) and the verlof tot cremeren or begraven (recorded once, in the cremation or funeral
 *   section).
 * - A non-natural death: the verklaring van geen bezwaar of the officier van justitie (art. 7 and 10 Wlb).
 * - A cremation: the request form signed by the client and the implants statement, which the crematorium needs.
 */
import { messages } from '../nl/catalogue.ts';
import type { DossierDocumentType } from '../schemas/document-values.ts';
import type { DossierType } from '../schemas/dossier-values.ts';
import type { SectionKey } from './keys.ts';

export interface ChecklistItem {
  /** The upload type that ticks this line off. */
  documentType: DossierDocumentType;
  /** The Dutch name the dossier header shows. */
  label: string;
  present: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The documents the dossier needs, in the order they are usually obtained, each with whether it is there. */
export function documentChecklist(
  type: DossierType,
  sections: Partial<Record<SectionKey, unknown>>,
  uploadedTypes: readonly string[] = [],
): ChecklistItem[] {
  const labels = messages.documentChecklist.required;
  const uploaded = new Set(uploadedTypes);
  const deceased = asRecord(sections.deceased);
  const act = asRecord(type === 'cremation' ? sections.cremation : sections.funeral);
  const permit = asRecord(act['permit']);
  const permitPresent = uploaded.has('permit') || permit['received'] === true || filled(permit['number']);
  const statement = asRecord(deceased['deathStatement']);
  const registration = asRecord(deceased['registration']);
  const registered = filled(registration['registeredOn']) || filled(registration['deedNumber']);

  const items: ChecklistItem[] = [
    {
      documentType: 'death_statement',
      label: labels.deathStatement,
      present:
        uploaded.has('death_statement') ||
        statement['received'] === true ||
        filled(statement['receivedOn']) ||
        registered ||
        permitPresent,
    },
  ];
  if (deceased['unnaturalDeath'] === true) {
    items.push({
      documentType: 'no_objection',
      label: labels.noObjection,
      present: uploaded.has('no_objection') || filled(deceased['noObjectionReference']),
    });
  }
  items.push({
    documentType: 'permit',
    label: type === 'cremation' ? labels.cremationPermit : labels.burialPermit,
    present: permitPresent,
  });
  if (type === 'cremation') {
    items.push(
      {
        documentType: 'request_form',
        label: labels.requestForm,
        present: uploaded.has('request_form') || filled(act['requestFormSignedOn']),
      },
      {
        documentType: 'implants_statement',
        label: labels.implantsStatement,
        present: uploaded.has('implants_statement') || act['implantsStatementReceived'] === true,
      },
    );
  }
  return items;
}

/** The Dutch names of the documents still missing (the dossier header's "Nog ontbrekende documenten"). */
export function missingLegalDocuments(
  type: DossierType,
  sections: Partial<Record<SectionKey, unknown>>,
  uploadedTypes: readonly string[] = [],
): string[] {
  return documentChecklist(type, sections, uploadedTypes)
    .filter((item) => !item.present)
    .map((item) => item.label);
}
