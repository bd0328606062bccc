import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, extensionOf, FILE_NAME_MAX_LENGTH } from './file-name.ts';

describe('extensionOf', () => {
  it('gives the lower-case extension of a name, or null', () => {
    expect(extensionOf('Verlof.PDF')).toBe('pdf');
    expect(extensionOf('archief.tar.gz')).toBe('gz');
    expect(extensionOf('geen-extensie')).toBeNull();
    expect(extensionOf('.verborgen')).toBeNull();
    expect(extensionOf('eindigt.')).toBeNull();
    expect(extensionOf('scan 12.03.2026')).toBeNull();
    expect(extensionOf('rapport.v2')).toBe('v2');
  });
});

describe('cleanFileName', () => {
  it('keeps only the last path segment', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\anna\\Bureaublad\\akte.pdf', 'pdf')).toBe('akte.pdf');
  });

  it('removes control characters and direction overrides, trims spaces and dots', () => {
    expect(cleanFileName('  ak\u0000te\u0007\r\n.pdf ', 'pdf')).toBe('akte.pdf');
    expect(cleanFileName('factuur\u202Efdp.exe', 'pdf')).toBe('factuurfdp.exe');
    expect(cleanFileName('..verborgen.pdf..', 'pdf')).toBe('verborgen.pdf');
  });

  it('names a nameless file and adds the extension of its content to a name without one', () => {
    expect(cleanFileName('', 'pdf')).toBe('document.pdf');
    expect(cleanFileName('\u0001\u0002', 'docx')).toBe('document.docx');
    expect(cleanFileName('Scan van 12.03.2026', 'pdf')).toBe('Scan van 12.03.2026.pdf');
  });

  it('shortens the stem to 255 characters in all and keeps the extension', () => {
    const long = cleanFileName(`${'é'.repeat(300)}.xlsx`, 'xlsx');
    expect([...long]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('é.xlsx')).toBe(true);
    const emoji = cleanFileName(`${'🌷'.repeat(260)}.pdf`, 'pdf');
    expect([...emoji]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(emoji.endsWith('🌷.pdf')).toBe(true);
    expect(cleanFileName(`${'a'.repeat(255)}`, 'pdf')).toBe(`${'a'.repeat(251)}.pdf`);
  });

  it('normalises to NFC', () => {
    expect(cleanFileName('Cafe\u0301.pdf', 'pdf')).toBe('Café.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name per RFC 5987', () => {
    expect(attachmentDisposition('akte.pdf')).toBe(
      `attachment; filename="akte.pdf"; filename*=UTF-8''akte.pdf`,
    );
    expect(attachmentDisposition(`Brief "oma" \\ Zoë's (1)*.pdf`)).toBe(
      `attachment; filename="Brief _oma_ _ Zo_'s (1)*.pdf"; filename*=UTF-8''Brief%20%22oma%22%20%5C%20Zo%C3%AB%27s%20%281%29%2A.pdf`,
    );
  });
});
