import {
  interpolate,
  MERGE_FIELDS,
  messages,
  type DossierDocumentData,
  type GeneratableMissing,
  type MergeField,
} from '@afscheid/shared';
import { shown, type TagParser, type TemplateTag } from './docx.ts';
import { mergeContextOf, valueAt } from './merge-context.ts';

const text = messages.templates;

/**
 * The tags of a template checked against the catalogue: a field is a catalogue tag (outside a loop), or, inside a
 * loop, one of the loop's own fields; a section `{#x}…{/x}` repeats a loop or shows its content only when the
 * field `x` is filled in (`{^x}` when it is empty). `fields` are the catalogue tags the template uses (a loop by
 * its loop tag), in the order they first appear; `errors` the Dutch messages of the tags that are refused.
 */
export function checkTemplateTags(tags: readonly TemplateTag[]): { fields: string[]; errors: string[] } {
  const fields = new Set<string>();
  const errors = new Set<string>();

  const walk = (items: readonly TemplateTag[], loops: readonly MergeField[]) => {
    const loopField = (value: string) => {
      for (let i = loops.length - 1; i >= 0; i--) {
        if (loops[i]!.loop?.some((field) => field.tag === value)) return true;
      }
      return false;
    };
    for (const tag of items) {
      if (tag.kind === 'unsupported') {
        errors.add(interpolate(text.unsupportedTag, { tag: shown(tag.raw) }));
        continue;
      }
      if (tag.value === '') {
        errors.add(text.emptyTag);
        if (tag.kind === 'section') walk(tag.inner, loops);
        continue;
      }
      const field = MERGE_FIELDS.get(tag.value);
      if (tag.kind === 'field') {
        if (loopField(tag.value)) continue;
        if (!field) errors.add(interpolate(text.unknownField, { tag: shown(tag.value) }));
        else if (field.loop) {
          errors.add(
            interpolate(text.loopAsField, {
              tag: shown(tag.value),
              open: shown(`#${tag.value}`),
              close: shown(`/${tag.value}`),
            }),
          );
        } else fields.add(field.tag);
        continue;
      }
      // A section: a loop over a catalogue list, or a condition on a field.
      if (field) {
        fields.add(field.tag);
        walk(tag.inner, field.loop && !tag.inverted ? [...loops, field] : loops);
      } else if (loopField(tag.value)) {
        walk(tag.inner, loops);
      } else {
        errors.add(interpolate(text.unknownField, { tag: shown(`${tag.inverted ? '^' : '#'}${tag.value}`) }));
        walk(tag.inner, loops);
      }
    }
  };

  walk(tags, []);
  return { fields: [...fields], errors: [...errors] };
}

/**
 * docxtemplater's parser: a tag is a dotted path into the merge object (spaces around it allowed, as Word users
 * type them); only own keys are read, so a tag never reaches an object's prototype. Undefined lets docxtemplater
 * look in the enclosing loop's scope and then print nothing (`nullGetter`).
 */
export const mergeTagParser: TagParser = (tag) => {
  const path = tag.trim();
  return { get: (scope) => (path === '.' ? scope : valueAt(scope, path)) };
};

/** Where a group's fields are recorded in the dossier (`GeneratableMissing.source`). */
const SOURCE_OF_GROUP: Record<string, string> = {
  organisatie: 'organization',
  dossier: 'dossier',
  overledene: 'deceased',
  opdrachtgever: 'client',
  contacten: 'client',
  plechtigheid: 'ceremony',
  kerkdienst: 'church',
  condoleance: 'condolence',
  crematie: 'cremation',
  asbestemming: 'ash-destination',
  begrafenis: 'funeral',
  verzekeringen: 'insurances',
  begroting: 'budget',
};

/**
 * What the dossier lacks for a template: each used field (a catalogue tag) that prints nothing for this dossier,
 * or a loop with nothing to repeat. The document can still be made; those places stay empty.
 */
export function templateMissing(fields: readonly string[], data: DossierDocumentData): GeneratableMissing[] {
  const context = mergeContextOf(data);
  const missing: GeneratableMissing[] = [];
  for (const tag of new Set(fields)) {
    const field = MERGE_FIELDS.get(tag);
    const source = field && SOURCE_OF_GROUP[field.group];
    if (!field || !source) continue;
    const value = valueAt(context, tag);
    if (Array.isArray(value)) {
      if (value.length === 0)
        missing.push({ source, message: interpolate(text.loopEmpty, { tag: shown(tag) }) });
    } else if (typeof value !== 'string' || value.trim() === '') {
      missing.push({
        source,
        message: interpolate(text.fieldEmpty, { label: field.label, tag: shown(tag) }),
      });
    }
  }
  return missing;
}
