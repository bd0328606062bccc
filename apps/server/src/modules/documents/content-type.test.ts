import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  minimalDocx,
  minimalPdf,
  minimalXlsx,
  zipArchive,
} from '../../../test/dossier-fixtures.ts';
import {
  bufferReader,
  compoundStreamNames,
  detectDocumentKind,
  documentTypeOfKind,
  zipEntryNames,
} from './content-type.ts';

const detect = (content: Buffer) => detectDocumentKind(bufferReader(content), content.length);

describe('detectDocumentKind', () => {
  it('recognises every allowed kind by its content', async () => {
    expect(await detect(minimalPdf())).toBe('pdf');
    expect(await detect(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('png');
    expect(await detect(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe('jpeg');
    expect(await detect(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(await detect(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(await detect(minimalDocx())).toBe('docx');
    expect(await detect(minimalXlsx())).toBe('xlsx');
    expect(await detect(compoundFile('WordDocument'))).toBe('doc');
    expect(await detect(compoundFile('Workbook'))).toBe('xls');
    expect(await detect(compoundFile('Book'))).toBe('xls');
  });

  it('refuses everything else', async () => {
    expect(await detect(Buffer.alloc(0))).toBeNull();
    expect(await detect(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(await detect(Buffer.from('<html><body>%PDF-1.4</body></html>'))).toBeNull();
    expect(await detect(Buffer.from('GIF90a', 'latin1'))).toBeNull();
    expect(await detect(zipArchive({ mimetype: 'application/vnd.oasis.opendocument.text' }))).toBeNull();
    expect(await detect(zipArchive({ 'word/document.xml': '<w/>', 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(await detect(compoundFile('PowerPoint Document'))).toBeNull();
  });

  it('refuses a ZIP whose central directory is cut off or points outside the file', async () => {
    const docx = minimalDocx();
    expect(await detect(docx.subarray(0, docx.length - 10))).toBeNull();
    const broken = Buffer.from(docx);
    broken.writeUInt32LE(docx.length * 2, docx.length - 6); // directory offset beyond the end
    expect(await zipEntryNames(bufferReader(broken), broken.length)).toBeNull();
    expect(await zipEntryNames(bufferReader(docx), docx.length)).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
    ]);
  });

  it('refuses a compound file with a bad sector size or a directory chain that loops', async () => {
    const badShift = compoundFile('WordDocument');
    badShift.writeUInt16LE(7, 0x1e);
    expect(await compoundStreamNames(bufferReader(badShift), badShift.length)).toBeNull();

    const looping = compoundFile('WordDocument');
    looping.writeUInt32LE(1, 512 + 4); // FAT: directory sector 1 points to itself
    expect(await compoundStreamNames(bufferReader(looping), looping.length)).toBeNull();

    const outside = compoundFile('WordDocument');
    outside.writeUInt32LE(40, 0x30); // directory starts past the end of the file
    expect(await compoundStreamNames(bufferReader(outside), outside.length)).toBeNull();
  });
});

describe('documentTypeOfKind', () => {
  it('maps a kind to the shared document type with its extensions and Dutch label', () => {
    expect(documentTypeOfKind('jpeg')).toMatchObject({ mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] });
    expect(documentTypeOfKind('xls').label).toBe('Excel-werkmap (oud formaat)');
  });
});
