/** The part of a Zod issue this needs; Zod 3 and 4 issues both fit. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Groups issue messages by the dot-joined path (`{ 'items.0.name': [...] }`), the 422 `errors` shape.
 * An issue about the whole object has the key `''`. Repeated messages for one field are kept once.
 */
export function zodIssuesToFieldErrors(issues: readonly IssueLike[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path
      .map((part) => (typeof part === 'symbol' ? (part.description ?? '') : String(part)))
      .join('.');
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
