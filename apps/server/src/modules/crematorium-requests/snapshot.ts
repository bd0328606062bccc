import {
  personName,
  SECTION_FORMS,
  type FieldDescriptor,
  type RequestSnapshot,
  type RequestWishes,
} from '@afscheid/shared';
import type { Db, Dossier, Organization } from '../../db/types.ts';
import { documentsRepository } from '../documents/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { placeOfOrganization } from '../places/index.ts';
import { sectionsRepository } from '../sections/index.ts';
import { usersRepository } from '../users/index.ts';

type Data = Record<string, unknown>;

const objectOf = (value: unknown): Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};

/** A filled text (trimmed), or null. */
const textOf = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
};

const joined = (parts: unknown[], separator: string): string | null =>
  textOf(
    parts
      .map(textOf)
      .filter((part): part is string => part !== null)
      .join(separator),
  );

/** `Dorpsstraat 1a, 1234 AB Amsterdam` from an address block (or an organisation's columns). */
export function addressLine(address: {
  street?: unknown;
  houseNumber?: unknown;
  houseNumberAddition?: unknown;
  postcode?: unknown;
  city?: unknown;
}): string | null {
  const number = joined([address.houseNumber, address.houseNumberAddition], '');
  const street = joined([address.street, number], ' ');
  const place = joined([address.postcode, address.city], ' ');
  return joined([street, place], ', ');
}

/** The Dutch label of a select's code, from the section form's own options (`male` → `Man`). */
function optionLabel(fields: readonly FieldDescriptor[], path: string[], code: unknown): string | null {
  const value = textOf(code);
  if (!value) return null;
  let list: readonly FieldDescriptor[] | undefined = fields;
  let field: FieldDescriptor | undefined;
  for (const name of path) {
    field = list?.find((item) => item.name === name);
    list = field?.fields;
  }
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

const deceasedFields = SECTION_FORMS.deceased.groups.flatMap((group) => group.fields);

export type SnapshotSource = {
  dossier: Dossier;
  organization: Organization;
  crematoriumId: string;
  wishes: RequestWishes;
};

/**
 * The shared fields as they are now (`requestSnapshotSchema`): the deceased, the permit, the client, the funeral
 * company and the dossier's responsible director from the dossier; the wishes with the places' and documents'
 * names. This is everything the crematorium reads of the dossier.
 */
export async function takeSnapshot(db: Db, source: SnapshotSource): Promise<RequestSnapshot> {
  const { dossier, organization, wishes } = source;
  const sections = await sectionsRepository.someOf(db, dossier.id, ['deceased', 'cremation', 'client']);
  const deceased = sections.get('deceased')?.data ?? {};
  const person = objectOf(deceased['person']);
  const permit = objectOf(objectOf(sections.get('cremation')?.data)['permit']);
  const client = objectOf(sections.get('client')?.data);
  const clientPerson = objectOf(client['person']);
  const director = dossier.responsible_user_id
    ? await usersRepository.findById(db, dossier.responsible_user_id)
    : undefined;
  const crematorium = await organizationsRepository.findById(db, source.crematoriumId);
  const placeName = async (id: string | null) =>
    id ? ((await placeOfOrganization(db, source.crematoriumId, id))?.name ?? null) : null;
  const documents: string[] = [];
  for (const id of wishes.documentIds) {
    const document = await documentsRepository.findById(db, dossier.organization_id, dossier.id, id);
    if (document) documents.push(document.file_name);
  }
  const unnatural = deceased['unnaturalDeath'] === true;

  return {
    deceased: {
      firstNames: textOf(person['firstNames']) ?? textOf(dossier.deceased_first_names),
      namePrefix: textOf(person['namePrefix']) ?? textOf(dossier.deceased_name_prefix),
      lastName: textOf(person['lastName']) ?? textOf(dossier.deceased_last_name),
      initials: textOf(person['initials']),
      gender: optionLabel(deceasedFields, ['person', 'gender'], person['gender']),
      birthDate: textOf(person['birthDate']) ?? dossier.deceased_birth_date,
      birthPlace: textOf(person['birthPlace']),
      diedOn: textOf(deceased['diedOn']),
      diedAtTime: textOf(deceased['diedAtTime']),
      deathMunicipality: textOf(deceased['deathMunicipality']),
      bsn: textOf(person['bsn']),
      unnaturalDeath: typeof deceased['unnaturalDeath'] === 'boolean' ? unnatural : null,
      noObjectionReference: unnatural ? textOf(deceased['noObjectionReference']) : null,
      permitNumber: textOf(permit['number']),
      permitMunicipality: textOf(permit['municipality']),
      permitIssuedOn: textOf(permit['issuedOn']),
    },
    client: {
      name: textOf(personName(clientPerson)),
      relation: textOf(client['relation']),
      address: addressLine(objectOf(clientPerson['address'])),
      phone: textOf(clientPerson['phone']),
      email: textOf(clientPerson['email']),
    },
    funeralCompany: {
      name: organization.name,
      address: addressLine({
        street: organization.street,
        houseNumber: organization.house_number,
        houseNumberAddition: organization.house_number_addition,
        postcode: organization.postcode,
        city: organization.city,
      }),
      phone: textOf(organization.phone),
      email: textOf(organization.email),
      directorName: textOf(director?.name),
      directorPhone: textOf(director?.phone),
      directorEmail: textOf(director?.email),
    },
    wishes: {
      crematoriumName: crematorium?.name ?? null,
      location: wishes.location,
      wishedAt: wishes.wishedAt,
      alternativeAt: wishes.alternativeAt,
      ceremony: wishes.ceremony,
      ceremonyPlace: wishes.ceremony ? await placeName(wishes.ceremonyPlaceId) : null,
      ceremonyMinutes: wishes.ceremony ? wishes.ceremonyMinutes : null,
      coffeeRoom: wishes.coffeeRoom,
      coffeePlace: wishes.coffeeRoom ? await placeName(wishes.coffeePlaceId) : null,
      coffeeMinutes: wishes.coffeeRoom ? wishes.coffeeMinutes : null,
      guests: wishes.guests,
      livestream: wishes.livestream,
      coffinKind: wishes.coffinKind,
      coffinLengthCm: wishes.coffinLengthCm,
      coffinWidthCm: wishes.coffinWidthCm,
      implants: wishes.implants,
      implantKinds: wishes.implants === 'removed' ? wishes.implantKinds : [],
      implantsOther:
        wishes.implants === 'removed' && wishes.implantKinds.includes('other') ? wishes.implantsOther : null,
      relativesAttend: wishes.relativesAttend,
      relativesCount: wishes.relativesAttend ? wishes.relativesCount : null,
      ashDestination: wishes.ashDestination,
      remarks: wishes.remarks,
      documents,
    },
  };
}

/** "Jan de Vries": the deceased's name as both sides list it. */
export function deceasedNameOf(snapshot: Pick<RequestSnapshot, 'deceased'>): string {
  const { firstNames, namePrefix, lastName } = snapshot.deceased;
  return [firstNames, namePrefix, lastName].filter(Boolean).join(' ');
}
