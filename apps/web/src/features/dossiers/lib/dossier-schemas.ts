/**
 * The schemas of the dossier forms (the create dialog and the 18 sections). Loaded on demand through
 * dossier-resolvers.ts, like `lib/forms/schemas.ts`.
 */
import {
  createDossierSchema,
  diedAtFromParts,
  isDiedInFuture,
  isIsoDate,
  messages,
  sectionSchemas,
  validateSection,
  type SectionContext,
  type SectionKey,
} from '@afscheid/shared';
import { z } from 'zod';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

export { sectionSchemas } from '@afscheid/shared';

/** An error key of `validateSection` (`contacts.0.person.phone`) as a Zod issue path. */
const issuePath = (key: string): (string | number)[] =>
  key === '' ? [] : key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const formSchemas = new WeakMap<SectionContext, Map<SectionKey, z.ZodType>>();

/**
 * A section form's schema: the shared schema and the section's cross-field rules in one pass (`validateSection`,
 * what the server checks on save), so a save shows every message of the section at once: a wrong BSN together
 * with a birth after the death (issue 11). Without a context (the sections the rules read are still loading) the
 * schema alone, and the server's answer brings the rest.
 */
export function sectionFormSchema(key: SectionKey, context: SectionContext | null): z.ZodType {
  if (!context) return sectionSchemas[key];
  let byKey = formSchemas.get(context);
  if (!byKey) formSchemas.set(context, (byKey = new Map()));
  let schema = byKey.get(key);
  if (!schema) {
    schema = z.unknown().transform((values, check) => {
      const result = validateSection(key, values, context);
      if (result.success) return result.data;
      for (const [path, list] of Object.entries(result.errors)) {
        for (const message of list) check.addIssue({ code: 'custom', message, path: issuePath(path) });
      }
      return z.NEVER;
    });
    byKey.set(key, schema);
  }
  return schema;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The create dialog asks for the date and the time of death separately; they become the `diedAt` instant
 * (Amsterdam time) of `createDossierSchema`, whose own checks land on the date field, and so does "not in the
 * future" by the browser's clock (the server checks it again by its own). Every field is checked in one pass, so a
 * submit shows all messages at once.
 */
const createDossierFormSchema = z
  .object({
    type: z.string(),
    deceasedFirstNames: z.string(),
    deceasedNamePrefix: z.string(),
    deceasedLastName: z.string(),
    diedOn: z.string(),
    diedTime: z.string(),
    responsibleUserId: z.string(),
  })
  .transform((values, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    const diedOn = values.diedOn.trim();
    const diedTime = values.diedTime.trim();
    if (diedOn === '') issue('diedOn', nld.create.dateRequired);
    else if (!isIsoDate(diedOn)) issue('diedOn', nld.create.dateInvalid);
    if (diedTime === '') issue('diedTime', nld.create.timeRequired);
    else if (!TIME.test(diedTime)) issue('diedTime', nld.create.timeInvalid);
    const momentKnown = isIsoDate(diedOn) && TIME.test(diedTime);
    const parsed = createDossierSchema.safeParse({
      type: values.type,
      deceasedFirstNames: values.deceasedFirstNames,
      deceasedNamePrefix: values.deceasedNamePrefix,
      deceasedLastName: values.deceasedLastName,
      diedAt: (momentKnown ? diedAtFromParts(diedOn, diedTime) : null) ?? '',
      responsibleUserId: values.responsibleUserId,
    });
    if (!parsed.success) {
      for (const failure of parsed.error.issues) {
        const field = String(failure.path[0] ?? '');
        // The moment is one field there and two here: its message goes on the date (unless those said it already).
        if (field === 'diedAt') {
          if (momentKnown) issue('diedOn', failure.message);
        } else {
          issue(field, failure.message);
        }
      }
      return z.NEVER;
    }
    if (isDiedInFuture(parsed.data.diedAt, new Date())) {
      issue('diedOn', messages.dossiers.errors.diedInFuture);
      return z.NEVER;
    }
    return parsed.data;
  });

export const dossierSchemas = {
  createDossier: createDossierFormSchema,
};
