import { DOCUMENT_TYPES, type DocumentType } from '@afscheid/shared';

/**
 * The kind of an uploaded document, decided by its content only (the file name and the browser's declared
 * type are never trusted): magic bytes for PDF and images, the ZIP central directory for DOCX/XLSX and the
 * directory of the OLE compound file for DOC/XLS.
 */

export type DocumentKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'docx' | 'xlsx' | 'doc' | 'xls';

const MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

/** The allowed document type (shared `DOCUMENT_TYPES`: MIME type, extensions, Dutch label) of a kind. */
export function documentTypeOfKind(kind: DocumentKind): DocumentType {
  const type = DOCUMENT_TYPES.find((candidate) => candidate.mimeType === MIME_TYPES[kind]);
  if (!type) throw new Error(`no shared document type for ${kind}`);
  return type;
}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ByteReader = (position: number, length: number) => Promise<Buffer>;

export const bufferReader =
  (content: Buffer): ByteReader =>
  async (position, length) =>
    content.subarray(position, position + length);

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind of a file of `size` bytes, or null when it is none of the allowed kinds. */
export async function detectDocumentKind(read: ByteReader, size: number): Promise<DocumentKind | null> {
  const head = await read(0, 16);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (/^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'gif';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return officeOpenXmlKind(await zipEntryNames(read, size));
  if (startsWith(head, OLE_SIGNATURE)) return compoundFileKind(await compoundStreamNames(read, size));
  return null;
}

function officeOpenXmlKind(names: string[] | null): DocumentKind | null {
  if (!names) return null;
  const word = names.some((name) => name.startsWith('word/'));
  const excel = names.some((name) => name.startsWith('xl/'));
  if (word === excel) return null;
  return word ? 'docx' : 'xlsx';
}

function compoundFileKind(names: string[] | null): DocumentKind | null {
  if (!names) return null;
  const word = names.includes('WordDocument');
  const excel = names.includes('Workbook') || names.includes('Book');
  if (word === excel) return null;
  return word ? 'doc' : 'xls';
}

const ZIP_END_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_END_SIZE = 22;
const MAX_ZIP_ENTRIES = 20_000;

/**
 * The entry names of a ZIP file from its central directory (the end-of-central-directory record is within
 * the last 22 + 65535 bytes); null when the structure is not a valid single-disk ZIP.
 */
export async function zipEntryNames(read: ByteReader, size: number): Promise<string[] | null> {
  if (size < ZIP_END_SIZE) return null;
  const tailLength = Math.min(size, ZIP_END_SIZE + 0xffff);
  const tailStart = size - tailLength;
  const tail = await read(tailStart, tailLength);
  let end = -1;
  for (let i = tail.length - ZIP_END_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES || directoryOffset + directorySize > tailStart + end) return null;
  const directory = await read(directoryOffset, directorySize);
  if (directory.length !== directorySize) return null;

  const names: string[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== ZIP_CENTRAL_SIGNATURE)
      return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > directory.length) return null;
    names.push(directory.subarray(offset + 46, nameEnd).toString('utf8'));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;

/**
 * The names of the streams in an OLE compound file (MS-CFB): the header gives the sector size and the FAT
 * sectors (plus the DIFAT chain for large files), the FAT gives the chain of directory sectors, and each
 * directory sector holds 128-byte entries. Null when the structure does not hold together.
 */
export async function compoundStreamNames(read: ByteReader, size: number): Promise<string[] | null> {
  const header = await read(0, 512);
  if (header.length < 512) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  // The header takes the first sector's place: sector n starts at (n + 1) × sector size.
  const sectorCount = Math.ceil(size / sectorSize) - 1;
  const isSector = (n: number) => n < sectorCount;
  const sectorAt = (n: number) => read((n + 1) * sectorSize, sectorSize);

  // Where the FAT sectors are: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  }
  let difat = header.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (!isSector(difat) || hops > sectorCount) return null;
    const sector = await sectorAt(difat);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(sector.readUInt32LE(i * 4));
    }
    difat = sector.readUInt32LE((perSector - 1) * 4);
  }
  if (!fatSectors.every(isSector)) return null;

  const nextSector = async (n: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(n / perSector)];
    if (fatSector === undefined) return END_OF_CHAIN;
    const entry = await read((fatSector + 1) * sectorSize + (n % perSector) * 4, 4);
    return entry.length === 4 ? entry.readUInt32LE(0) : END_OF_CHAIN;
  };

  const names: string[] = [];
  const visited = new Set<number>();
  let sector = header.readUInt32LE(0x30);
  while (sector !== END_OF_CHAIN && sector !== FREE_SECTOR) {
    if (!isSector(sector) || visited.has(sector)) return null;
    visited.add(sector);
    const content = await sectorAt(sector);
    if (content.length < sectorSize) return null;
    for (let offset = 0; offset < sectorSize; offset += 128) {
      const nameLength = content.readUInt16LE(offset + 0x40);
      const type = content[offset + 0x42];
      // Stream entries only; the name length counts the terminating UTF-16 NUL.
      if (type !== 2 || nameLength < 2 || nameLength > 64) continue;
      names.push(content.subarray(offset, offset + nameLength - 2).toString('utf16le'));
    }
    sector = await nextSector(sector);
  }
  return names;
}
