import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  documentTypeOf,
} from './task-values.ts';
import {
  DEFAULT_TASK_TEMPLATES,
  createTaskSchema,
  listTasksQuerySchema,
  noteSchema,
  taskTemplatesSchema,
  updateNoteSchema,
  updateTaskSchema,
} from './tasks.ts';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  zodIssuesToFieldErrors(result.error?.issues ?? []);

describe('tasks', () => {
  it('has Dutch labels for priorities and statuses', () => {
    expect(TASK_PRIORITIES.map((priority) => TASK_PRIORITY_LABELS[priority])).toEqual([
      'Laag',
      'Normaal',
      'Hoog',
      'Dringend',
    ]);
    expect(TASK_STATUS_LABELS).toEqual({ open: 'Open', done: 'Afgerond' });
  });

  it('creates a task with a normal priority by default', () => {
    expect(
      createTaskSchema.parse({ title: ' Rouwkaart versturen ', dueDate: '2026-11-23', dossierId: '' }),
    ).toEqual({
      title: 'Rouwkaart versturen',
      dueDate: '2026-11-23',
      priority: 'normal',
      dossierId: null,
    });
  });

  it('says in Dutch what is wrong with a task', () => {
    expect(
      errorsOf(createTaskSchema.safeParse({ title: '', dueDate: '23-11-2026', priority: 'asap' })),
    ).toEqual({
      title: ['Vul de titel in.'],
      dueDate: ['Deadline: vul een geldige datum in.'],
      priority: ['Kies een prioriteit: laag, normaal, hoog of dringend.'],
    });
  });

  it('updates with a version and an optional status', () => {
    expect(updateTaskSchema.parse({ version: 2, status: 'done' })).toEqual({ version: 2, status: 'done' });
    expect(errorsOf(updateTaskSchema.safeParse({ status: 'finished' }))).toEqual({
      version: ['Vul de versie in.'],
      status: ['Kies open of afgerond.'],
    });
  });

  it('lists my open tasks by default', () => {
    expect(listTasksQuerySchema.parse({})).toEqual({ scope: 'mine', status: 'open', page: 1, perPage: 25 });
    expect(
      listTasksQuerySchema.parse({ scope: 'all', status: 'all', dossierId: 'd-1', page: '3' }),
    ).toMatchObject({
      scope: 'all',
      status: 'all',
      dossierId: 'd-1',
      page: 3,
    });
    expect(errorsOf(listTasksQuerySchema.safeParse({ scope: 'team' }))).toEqual({
      scope: ['Kies mijn taken of alle taken.'],
    });
  });
});

describe('notes', () => {
  it('needs a body of at most 5000 characters', () => {
    expect(noteSchema.parse({ body: ' Familie belt morgen terug. ' })).toEqual({
      body: 'Familie belt morgen terug.',
    });
    expect(errorsOf(noteSchema.safeParse({ body: '  ' }))).toEqual({ body: ['Vul de notitie in.'] });
    expect(errorsOf(noteSchema.safeParse({ body: 'x'.repeat(5001) }))).toEqual({
      body: ['Notitie mag maximaal 5000 tekens bevatten.'],
    });
    expect(errorsOf(updateNoteSchema.safeParse({ body: 'Ok' }))).toEqual({
      version: ['Vul de versie in.'],
    });
  });
});

describe('standard task lists', () => {
  it('has a Dutch checklist per dossier type that passes its own schema', () => {
    for (const dossierType of ['cremation', 'burial'] as const) {
      const items = DEFAULT_TASK_TEMPLATES[dossierType];
      expect(items.length).toBeGreaterThan(10);
      expect(taskTemplatesSchema.safeParse({ dossierType, items }).success).toBe(true);
    }
    const cremationTitles = DEFAULT_TASK_TEMPLATES.cremation.map((item) => item.title);
    expect(cremationTitles).toContain('Aangifte van overlijden doen');
    expect(cremationTitles).toContain('Verklaring implantaten regelen');
    expect(DEFAULT_TASK_TEMPLATES.burial.map((item) => item.title)).toContain('Graf delven laten inplannen');
  });

  it('refuses a bad item with the path of the item', () => {
    expect(
      errorsOf(
        taskTemplatesSchema.safeParse({
          dossierType: 'cremation',
          items: [
            { title: 'Ok', priority: 'normal' },
            { title: '', priority: 'high', dueOffsetDays: 400 },
          ],
        }),
      ),
    ).toEqual({
      'items.1.title': ['Vul de titel in.'],
      'items.1.dueOffsetDays': ['Vul een aantal dagen in tussen 0 en 365.'],
    });
    expect(errorsOf(taskTemplatesSchema.safeParse({ items: [] }))).toEqual({
      dossierType: ['Kies het soort uitvaart.'],
    });
  });
});

describe('documents', () => {
  it('allows PDF, images and Office files up to 20 MB', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(DOCUMENT_TYPES.map((type) => type.extensions[0])).toEqual([
      'pdf',
      'png',
      'jpg',
      'webp',
      'gif',
      'docx',
      'xlsx',
      'doc',
      'xls',
    ]);
    expect(documentTypeOf('Akte van overlijden.PDF')?.mimeType).toBe('application/pdf');
    expect(documentTypeOf('foto.jpeg')?.label).toBe('JPEG-afbeelding');
    expect(documentTypeOf('script.exe')).toBeNull();
    expect(documentTypeOf('geen-extensie')).toBeNull();
  });
});
