import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const TYPES = [
  {
    mime: 'image/png',
    extension: 'png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/jpeg',
    extension: 'jpg',
    matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image type by its first bytes; the file name and the declared type are never trusted. */
export function detectImageType(content: Buffer): { mime: string; extension: string } | null {
  const found = TYPES.find((type) => type.matches(content));
  return found ? { mime: found.mime, extension: found.extension } : null;
}

const logosDir = (dataDir: string) => path.join(dataDir, 'logos');

/** Writes the logo under a new random name (so a cached old logo is never served for a new one). */
export function storeLogo(
  dataDir: string,
  organizationId: string,
  content: Buffer,
  extension: string,
): string {
  fs.mkdirSync(logosDir(dataDir), { recursive: true });
  const name = `${organizationId}-${randomBytes(8).toString('hex')}.${extension}`;
  fs.writeFileSync(path.join(logosDir(dataDir), name), content, { flag: 'wx' });
  return name;
}

/** The stored file, or null when it is missing; names come from the database, checked once more here. */
export function readLogo(dataDir: string, name: string): Buffer | null {
  if (!/^[0-9a-f-]+\.(png|jpg|webp)$/.test(name)) return null;
  const file = path.join(logosDir(dataDir), name);
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

export function deleteLogo(dataDir: string, name: string | null): void {
  if (!name || !/^[0-9a-f-]+\.(png|jpg|webp)$/.test(name)) return;
  fs.rmSync(path.join(logosDir(dataDir), name), { force: true });
}
