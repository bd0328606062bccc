import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { dossierSortName } from '../src/modules/dossiers/index.ts';
import type { DossiersTable, TasksTable } from '../src/db/types.ts';
import type { TestClient, TestContext } from './helpers.ts';
import { newRow } from './factories.ts';

/**
 * Dossier records written straight to the database (notes, tasks and documents are tested without going
 * through the dossier API). Every helper returns the row's id and what the tests compare against.
 */

let sequence = 0;

export type DossierFixture = { id: string; number: string; deceasedName: string };

export async function createDossier(
  ctx: TestContext,
  organizationId: string,
  opts: {
    status?: DossiersTable['status'];
    type?: DossiersTable['type'];
    firstNames?: string;
    namePrefix?: string | null;
    lastName?: string;
  } = {},
): Promise<DossierFixture> {
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  const year = now.getUTCFullYear();
  const serial = ++sequence;
  const number = `${year}-${String(serial).padStart(4, '0')}`;
  const firstNames = opts.firstNames ?? 'Johanna Maria';
  const namePrefix = opts.namePrefix === undefined ? 'van der' : opts.namePrefix;
  const lastName = opts.lastName ?? `Berg${serial}`;
  await ctx.app.deps.db
    .insertInto('dossiers')
    .values({
      id,
      organization_id: organizationId,
      number,
      number_year: year,
      number_sequence: serial,
      type: opts.type ?? 'cremation',
      status: opts.status ?? 'open',
      responsible_user_id: null,
      executor_user_id: null,
      deceased_first_names: firstNames,
      deceased_name_prefix: namePrefix,
      deceased_last_name: lastName,
      deceased_birth_date: '1941-03-02',
      died_at: iso(new Date(now.getTime() - 86_400_000)),
      deceased_bsn_hash: null,
      search_text: ` ${[firstNames, namePrefix, lastName, number].join(' ').toLowerCase()}`,
      sort_name: dossierSortName({ firstNames, namePrefix, lastName }),
      funeral_at: null,
      general_notes: null,
      version: 1,
      created_by: null,
      updated_by: null,
      status_changed_at: null,
      created_at: iso(now),
      updated_at: iso(now),
      deleted_at: null,
    })
    .execute();
  return { id, number, deceasedName: [firstNames, namePrefix, lastName].filter(Boolean).join(' ') };
}

export async function setDossierStatus(ctx: TestContext, dossierId: string, status: DossiersTable['status']) {
  await ctx.app.deps.db.updateTable('dossiers').set({ status }).where('id', '=', dossierId).execute();
}

export async function createNote(
  ctx: TestContext,
  organizationId: string,
  dossierId: string,
  authorId: string | null,
  body = 'Familie belt morgen terug over de kist.',
) {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    dossier_id: dossierId,
    author_id: authorId,
    body,
    version: 1,
    deleted_at: null,
  };
  await ctx.app.deps.db.insertInto('dossier_notes').values(row).execute();
  return row.id;
}

export async function createTask(
  ctx: TestContext,
  organizationId: string,
  opts: Partial<
    Pick<
      TasksTable,
      'dossier_id' | 'title' | 'assignee_id' | 'due_date' | 'priority' | 'status' | 'position' | 'created_by'
    >
  > = {},
) {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('tasks')
    .values({
      id,
      organization_id: organizationId,
      dossier_id: opts.dossier_id ?? null,
      title: opts.title ?? 'Bloemen bestellen',
      description: null,
      assignee_id: opts.assignee_id ?? null,
      due_date: opts.due_date ?? null,
      priority: opts.priority ?? 'normal',
      status: opts.status ?? 'open',
      completed_at: opts.status === 'done' ? now : null,
      completed_by: null,
      template_id: null,
      position: opts.position ?? 0,
      version: 1,
      created_by: opts.created_by ?? null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}

/** A stored PDF document with its file on disk (as an upload leaves it). */
export async function createDocument(
  ctx: TestContext,
  organizationId: string,
  dossierId: string,
  content: Buffer = minimalPdf(),
  fileName = 'verlof-tot-cremeren.pdf',
) {
  const now = iso(ctx.clock.now());
  const id = newId();
  const storageKey = `${organizationId}/${id}`;
  const file = path.join(ctx.config.documentsDir, organizationId, id);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  await ctx.app.deps.db
    .insertInto('documents')
    .values({
      id,
      organization_id: organizationId,
      dossier_id: dossierId,
      file_name: fileName,
      mime_type: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storage_key: storageKey,
      uploaded_by: null,
      generatable_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      deleted_by: null,
    })
    .execute();
  return id;
}

/** Makes an organisation the client's active one (the session protocol's organisation switch). */
export async function activate(client: TestClient, organizationId: string) {
  const res = await client.post('/api/auth/active-organization', { organization_id: organizationId });
  if (res.statusCode !== 200) throw new Error(`switching organisation failed: ${res.statusCode} ${res.body}`);
}

/** A real, minimal one-page PDF (valid cross-reference table). */
export function minimalPdf(text = 'Verlof tot cremeren'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A stored (uncompressed) ZIP with these entries: enough for DOCX/XLSX detection by the central directory. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES_XML = (part: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${type}"/></Types>`;

export const minimalDocx = () =>
  zipArchive({
    '[Content_Types].xml': CONTENT_TYPES_XML(
      '/word/document.xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Opdrachtbevestiging</w:t></w:r></w:p></w:body></w:document>',
  });

export const minimalXlsx = () =>
  zipArchive({
    '[Content_Types].xml': CONTENT_TYPES_XML(
      '/xl/workbook.xml',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    ),
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Begroting" sheetId="1"/></sheets></workbook>',
  });

/**
 * A minimal OLE compound file (512-byte sectors): one FAT sector, one directory sector with the root entry
 * and one stream entry named `streamName` ("WordDocument" for DOC, "Workbook" for XLS).
 */
export function compoundFile(streamName: string): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18); // minor version
  file.writeUInt16LE(0x0003, 0x1a); // major version 3
  file.writeUInt16LE(0xfffe, 0x1c); // little-endian
  file.writeUInt16LE(9, 0x1e); // 512-byte sectors
  file.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // directory starts at sector 1
  file.writeUInt32LE(0x1000, 0x38); // mini stream cut-off
  file.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  // Sector 0: the FAT (sector 0 is a FAT sector, sector 1 ends the directory chain).
  const fat = sector;
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  for (let i = 2; i < 128; i++) file.writeUInt32LE(0xffffffff, fat + i * 4);
  // Sector 1: the directory.
  const directory = sector * 2;
  const entry = (index: number, name: string, type: number) => {
    const at = directory + index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.length, at + 0x40);
    file[at + 0x42] = type;
    file.writeUInt32LE(0xffffffff, at + 0x44);
    file.writeUInt32LE(0xffffffff, at + 0x48);
    file.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 0x4c);
    file.writeUInt32LE(0xfffffffe, at + 0x74);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return file;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
