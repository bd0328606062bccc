/**
 * Whether the address typed in the profile form is a new login address (as the server compares them: trimmed,
 * lower case). An empty field is not: the form's own check reports that.
 */
export function isNewEmail(typed: string | undefined, current: string): boolean {
  const value = (typed ?? '').trim().toLowerCase();
  return value !== '' && value !== current.trim().toLowerCase();
}
