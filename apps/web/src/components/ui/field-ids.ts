/** The ids that tie a control to its error and description (aria-describedby). */
export function fieldIds(id: string) {
  return { error: `${id}-error`, description: `${id}-description`, requirements: `${id}-requirements` };
}

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}
