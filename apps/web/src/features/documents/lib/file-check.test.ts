import { DOCUMENT_MAX_BYTES } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, documentTypeLabel, formatFileSize } from './file-check.ts';

describe('file sizes in Dutch', () => {
  it('uses bytes, KB, MB and GB with a decimal comma and at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1.023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(12_345_678)).toBe('11,8 MB');
    expect(formatFileSize(DOCUMENT_MAX_BYTES)).toBe('20 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('the check before an upload', () => {
  it('lets allowed files up to 20 MB through', () => {
    expect(checkDocumentFile({ name: 'akte.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'Foto.JPG', type: 'image/jpeg', size: DOCUMENT_MAX_BYTES })).toBeNull();
    // Some systems report no type (or a generic one) for Office files: the extension decides here.
    expect(checkDocumentFile({ name: 'begroting.xlsx', type: '', size: 5000 })).toBeNull();
    expect(checkDocumentFile({ name: 'verlof', type: 'application/pdf', size: 5000 })).toBeNull();
  });

  it('explains in Dutch, with the file name, what is wrong', () => {
    expect(
      checkDocumentFile({ name: 'video.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toBe('“video.pdf” is groter dan 20 MB. Verklein het bestand of kies een ander bestand.');
    expect(checkDocumentFile({ name: 'leeg.pdf', type: 'application/pdf', size: 0 })).toBe(
      '“leeg.pdf” is leeg. Kies een ander bestand.',
    );
    const refused = checkDocumentFile({ name: 'script.exe', type: 'application/x-msdownload', size: 10 });
    expect(refused).toMatch(
      /^“script\.exe” is geen toegestaan soort bestand\. Toegestaan zijn: PDF, PNG, JPG, JPEG, /,
    );
    expect(refused).toContain('DOCX');
  });

  it('names the type of a stored document', () => {
    expect(documentTypeLabel('application/pdf')).toBe('PDF-document');
    expect(documentTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Word-document',
    );
    expect(documentTypeLabel('application/octet-stream', 'lijst.xls')).toBe('Excel-werkmap (oud formaat)');
    expect(documentTypeLabel('text/plain', 'notitie.txt')).toBe('Bestand');
  });
});
