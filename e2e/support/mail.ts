import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../paths.ts';

/** The server writes every e-mail as an .eml file here when no SMTP server is configured. */
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Quoted-printable: soft line breaks (`=\r\n`) removed, `=3D` and friends decoded as UTF-8 bytes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The decoded text of every leaf part (text/plain and text/html), recursing into multiparts. */
export function mailTexts(raw: string): { type: string; text: string }[] {
  const part = splitPart(raw);
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain', text: decodeBody(part) }];
  }
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => mailTexts(section.replace(/^\r?\n/, '')));
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  texts: { type: string; text: string }[];
}

export function readMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers } = splitPart(raw);
  return { file, to: headers['to'] ?? '', subject: headers['subject'] ?? '', texts: mailTexts(raw) };
}

/** The newest .eml for `recipient` (by file time, then name), or null. */
export function newestMailFor(recipient: string, after = 0): Mail | null {
  if (!fs.existsSync(MAIL_DIR)) return null;
  const files = fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(MAIL_DIR, name))
    .map((file) => ({ file, time: fs.statSync(file).mtimeMs }))
    .filter((entry) => entry.time >= after)
    .sort((a, b) => b.time - a.time || b.file.localeCompare(a.file));
  for (const { file } of files) {
    const mail = readMail(file);
    if (mail.to.toLowerCase().includes(recipient.toLowerCase())) return mail;
  }
  return null;
}

/** The first link in the mail matching `pattern` (text part first; HTML entities undone). */
export function extractLink(mail: Mail, pattern: RegExp): string | null {
  const ordered = [...mail.texts].sort((a, b) => Number(b.type === 'text/plain') - Number(a.type === 'text/plain'));
  for (const { text } of ordered) {
    for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = match[0].replace(/&amp;/g, '&').replace(/[).,;]+$/, '');
      if (pattern.test(url)) return url;
    }
  }
  return null;
}

/** Waits for the server to write the mail (it sends after answering) and returns the link in it. */
export async function waitForMailLink(recipient: string, pattern: RegExp, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = newestMailFor(recipient, after);
    const link = mail ? extractLink(mail, pattern) : null;
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`Geen e-mail met een link ${pattern} voor ${recipient} in ${MAIL_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
