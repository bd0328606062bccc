import { foldText, type MergeField, type MergeFieldGroup } from '@afscheid/shared';

/** `{overledene.voornamen}`: a field as it is typed in the template. */
export const fieldTag = (tag: string) => `{${tag}}`;

/** `{#begroting.regels}` and `{/begroting.regels}`: the start and end of a loop. */
export const loopOpen = (tag: string) => `{#${tag}}`;
export const loopClose = (tag: string) => `{/${tag}}`;

/**
 * An example of a loop with two of its fields inside: the first, and the last amount (else the second), as in
 * `{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels}`.
 */
export function loopExample(field: MergeField): string {
  const inner = field.loop ?? [];
  const [first, ...rest] = inner;
  const amount = [...rest].reverse().find((item) => item.example.startsWith('€'));
  const body = [first, amount ?? rest[0]]
    .filter((item): item is MergeField => item !== undefined)
    .map((item) => fieldTag(item.tag))
    .join(' ');
  return `${loopOpen(field.tag)}${body}${loopClose(field.tag)}`;
}

const matches = (query: string, ...texts: string[]) => texts.some((text) => foldText(text).includes(query));

/**
 * The groups and fields whose code or description holds the query (without accents, any case). A group whose
 * name matches keeps all its fields; a loop that matches keeps all its fields, else only the ones that match.
 * Empty groups are left out.
 */
export function filterMergeFields(
  groups: readonly MergeFieldGroup[],
  query: string,
): readonly MergeFieldGroup[] {
  const folded = foldText(query.trim());
  if (folded === '') return groups;
  const result: MergeFieldGroup[] = [];
  for (const group of groups) {
    if (matches(folded, group.label)) {
      result.push(group);
      continue;
    }
    const fields: MergeField[] = [];
    for (const field of group.fields) {
      if (matches(folded, field.tag, field.label)) {
        fields.push(field);
        continue;
      }
      const inner = (field.loop ?? []).filter((item) => matches(folded, item.tag, item.label));
      if (inner.length > 0) fields.push({ ...field, loop: inner });
    }
    if (fields.length > 0) result.push({ ...group, fields });
  }
  return result;
}

/** How many codes the groups hold (a loop counts with its fields). */
export function countMergeFields(groups: readonly MergeFieldGroup[]): number {
  return groups.reduce(
    (total, group) => total + group.fields.reduce((sum, field) => sum + 1 + (field.loop?.length ?? 0), 0),
    0,
  );
}
