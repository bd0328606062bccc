import { debtorFormSchema, messages, type CreateDebtorData } from '@afscheid/shared';
import { ValidationError } from '../../lib/errors.ts';

const texts = messages.debtors.errors;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "Johannes Petrus" → "J.P.", "Anne-Marie" → "A.M.": the initials of the first names when none were given. */
export function initialsOf(firstNames: string | null): string | null {
  if (!firstNames) return null;
  const letters = firstNames
    .split(/[\s-]+/)
    .map((name) => name.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => Boolean(letter));
  return letters.length ? letters.map((letter) => `${letter.toUpperCase()}.`).join('') : null;
}

/**
 * The debtor the client section describes: the invoice recipient when the invoice goes to someone else, else
 * the client; names, address, phone and e-mail from the person block, the IBAN when the debtor is the client.
 * A value the debtor's rules refuse (an old phone number, say) is left out rather than refusing the debtor; a
 * person without a surname is a 422 asking to fill in the client first.
 */
export function debtorFromClientSection(data: Record<string, unknown> | null): CreateDebtorData {
  const section = objectOf(data);
  const toOther = section['invoiceToOther'] === true;
  const person = objectOf(toOther ? section['invoiceRecipient'] : section['person']);
  const address = objectOf(person['address']);
  const surname = text(person['lastName']);
  if (!surname) {
    const message = toOther ? texts.recipientWithoutName : texts.clientWithoutName;
    throw new ValidationError({ surname: [message] }, message);
  }
  const firstNames = text(person['firstNames']);
  const email = text(person['email']);
  const candidate: Record<string, unknown> = {
    kind: 'person',
    initials: text(person['initials']) ?? initialsOf(firstNames),
    firstName: text(person['callName']) ?? firstNames,
    namePrefix: text(person['namePrefix']),
    surname,
    street: text(address['street']),
    houseNumber: text(address['houseNumber']),
    houseNumberAddition: text(address['houseNumberAddition']),
    postcode: text(address['postcode']),
    city: text(address['city']),
    country: text(address['country']) ?? 'NL',
    email,
    phone: text(person['phone']),
    iban: toOther ? null : text(section['iban']),
    invoiceMethod: email ? 'email' : 'post',
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = debtorFormSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'surname' || field === 'kind' || field === '') throw new ValidationError({ surname: [issue.message] });
      candidate[field] = null;
    }
  }
  throw new ValidationError({ surname: [texts.clientWithoutName] }, texts.clientWithoutName);
}
