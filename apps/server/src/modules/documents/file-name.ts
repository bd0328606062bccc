export const FILE_NAME_MAX_LENGTH = 255;

// C0 and C1 control characters, and the bidirectional overrides that make "gpj.exe" read as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The lower-case extension of a name (`Verlof.PDF` → `pdf`), or null when it has none. Only letters and
 * digits with at least one letter count, so the date in `scan 12.03.2026` is not taken for one.
 */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return /^(?=.*[a-z])[a-z0-9]{1,10}$/.test(extension) ? extension : null;
}

/**
 * The name a document is shown and downloaded under: the last path segment only, without control
 * characters, trimmed, at most 255 characters (the stem is shortened, the extension kept). It is only ever
 * stored in the database, never used in a path. `fallbackExtension` is added to a name without one.
 */
export function cleanFileName(raw: string, fallbackExtension: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!name) name = 'document';
  if (!extensionOf(name)) name = `${name}.${fallbackExtension}`;
  const characters = [...name];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = `.${extensionOf(name)!}`;
  const extensionLength = [...extension].length;
  if (extensionLength >= FILE_NAME_MAX_LENGTH) return characters.slice(0, FILE_NAME_MAX_LENGTH).join('');
  const stem = characters.slice(0, characters.length - extensionLength);
  return `${stem
    .slice(0, FILE_NAME_MAX_LENGTH - extensionLength)
    .join('')
    .trimEnd()}${extension}`;
}

/** RFC 5987 `attr-char` set: everything else is percent-encoded in `filename*`. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` with an ASCII `filename` for old clients and the exact UTF-8 name in
 * `filename*` (RFC 6266 / RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
