import {
  ASH_KIND_OUTCOMES,
  ashKindFromSection,
  countryName,
  isPlannerDate,
  type AshDestinationKind,
  type SendAshDestinationData,
} from '@afscheid/shared';

/** The send dialog's values: texts as typed ('' for empty), relatives present as a yes/no/unknown choice. */
export interface SendFormValues {
  kind: AshDestinationKind | '';
  urns: string;
  decidedByName: string;
  decidedByAddress: string;
  destinationPlace: string;
  plannedOn: string;
  consent: boolean;
  relativesPresent: '' | 'yes' | 'no';
  details: string;
}

export type SendFormField = keyof SendFormValues;

export const SEND_FORM_FIELDS: readonly SendFormField[] = [
  'kind',
  'urns',
  'decidedByName',
  'decidedByAddress',
  'destinationPlace',
  'plannedOn',
  'consent',
  'relativesPresent',
  'details',
];

/** The kinds that need the consent of the owner or rights holder (an existing grave, someone else's ground). */
const CONSENT_KINDS: readonly AshDestinationKind[] = ['existing_grave', 'scatter_elsewhere'];

export const needsConsent = (kind: AshDestinationKind | ''): boolean =>
  kind !== '' && CONSENT_KINDS.includes(kind);

/** Scattering: whether relatives are present is asked. */
export const isScattering = (kind: AshDestinationKind | ''): boolean =>
  kind !== '' && ASH_KIND_OUTCOMES[kind] === 'scattered';

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "Lindelaan 14 a, 3572 AB Utrecht" (and the country when it is not the Netherlands); '' without an address. */
export function addressText(value: unknown): string {
  const address = record(value);
  if (!address) return '';
  const number = [text(address['houseNumber']), text(address['houseNumberAddition'])]
    .filter(Boolean)
    .join(' ');
  const street = [text(address['street']), number].filter(Boolean).join(' ');
  const place = [text(address['postcode']), text(address['city'])].filter(Boolean).join(' ');
  const country = text(address['country']).toUpperCase();
  const abroad = country !== '' && country !== 'NL' ? countryName(country) || country : '';
  return [street, place, abroad].filter(Boolean).join(', ');
}

/** The client's name as a register wants it: first names (or initials, or call name), prefix and last name. */
export function clientName(person: unknown): string {
  const data = record(person);
  if (!data) return '';
  const given = text(data['firstNames']) || text(data['initials']) || text(data['callName']);
  return [given, text(data['namePrefix']), text(data['lastName'])].filter(Boolean).join(' ');
}

/**
 * The dialog's first values from the dossier: the ash-destination section (its destination as the crematorium's
 * kind, the urn count and division, the place of destination, the planned date, scattering with or without
 * relatives, the consent) and the client section (who decides, and their address).
 */
export function prefillSendForm(
  section: Record<string, unknown> | null | undefined,
  client: Record<string, unknown> | null | undefined,
): SendFormValues {
  const urn = record(section?.['urn']);
  const place = record(section?.['place']);
  const count = urn?.['count'];
  const scattering = section?.['scattering'];
  const planned = text(section?.['plannedDate']);
  const person = record(client?.['person']);
  return {
    kind:
      ashKindFromSection(typeof section?.['destination'] === 'string' ? section['destination'] : null) ?? '',
    urns: typeof count === 'number' && Number.isInteger(count) && count > 0 ? String(count) : '',
    decidedByName: clientName(person),
    decidedByAddress: addressText(person?.['address']),
    destinationPlace: [text(place?.['name']), addressText(place?.['address'])].filter(Boolean).join(', '),
    plannedOn: isPlannerDate(planned) ? planned : '',
    consent: section?.['consent'] === true,
    relativesPresent:
      scattering === 'with_relatives' ? 'yes' : scattering === 'without_relatives' ? 'no' : '',
    details: text(urn?.['division']),
  };
}

/**
 * The values as the wire's input, before the shared schema checks them: an empty kind is missing, the urns a
 * whole number ('' leaves it to the crematorium: every urn still without destination; other text stays NaN and
 * is refused with the urns' message); consent and relatives present only where the kind asks for them.
 */
export function sendFormToInput(values: SendFormValues): Record<string, unknown> {
  const urns = (values.urns ?? '').trim();
  return {
    kind: values.kind === '' ? undefined : values.kind,
    urns: urns === '' ? undefined : /^\d+$/.test(urns) ? Number(urns) : Number.NaN,
    decidedByName: values.decidedByName,
    decidedByAddress: values.decidedByAddress,
    destinationPlace: values.destinationPlace,
    plannedOn: values.plannedOn,
    consent: needsConsent(values.kind) ? values.consent : null,
    relativesPresent: isScattering(values.kind)
      ? values.relativesPresent === ''
        ? null
        : values.relativesPresent === 'yes'
      : null,
    details: values.details,
  };
}

/** The checked values as the request body (every field; an empty one as null). */
export function toSendInput(output: SendAshDestinationData): SendAshDestinationData {
  return {
    kind: output.kind,
    ...(output.urns === undefined ? {} : { urns: output.urns }),
    decidedByName: output.decidedByName,
    decidedByAddress: output.decidedByAddress ?? null,
    destinationPlace: output.destinationPlace ?? null,
    plannedOn: output.plannedOn ?? null,
    consent: output.consent ?? null,
    relativesPresent: output.relativesPresent ?? null,
    details: output.details ?? null,
  };
}
