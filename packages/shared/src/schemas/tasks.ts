import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { LEGAL_WINDOW_DEFAULTS } from '../rules/legal-window.ts';
import { DOSSIER_TYPES, type DossierType } from './dossier-values.ts';
import { optionalIsoDate } from './dossier.ts';
import { optionalText, pageField, perPageField, required, requiredText } from './fields.ts';
import {
  TASK_PRIORITIES,
  TASK_SCOPES,
  TASK_STATUSES,
  TASK_TEMPLATE_MAX_ITEMS,
  type TaskPriority,
} from './task-values.ts';

const { dossiers } = messages;
const labels = dossiers.fields;

/** The legal window in the standard tasks' words, from the configured values (art. 16/17 Wlb; issue 11 item 5). */
const LEGAL_TERM = `${LEGAL_WINDOW_DEFAULTS.earliestHours} uur na het overlijden tot en met de ${
  messages.law.ordinals[LEGAL_WINDOW_DEFAULTS.latestWorkingDays]
} werkdag`;

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1);

const optionalId = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().min(1).max(64).nullable().optional(),
  );

const priorityField = () => z.enum(TASK_PRIORITIES, { error: dossiers.errors.priority });

const taskFields = {
  title: requiredText(labels.title, 1, 200),
  description: optionalText(labels.description, 5000),
  assigneeId: optionalId(),
  dueDate: optionalIsoDate(labels.dueDate),
};

/** POST /api/tasks; without `dossierId` the task stands on its own. */
export const createTaskSchema = z.object({
  ...taskFields,
  priority: priorityField().default('normal'),
  dossierId: optionalId(),
});

/** PUT /api/tasks/:id: the version read and the fields to change (absent fields keep their value). */
export const updateTaskSchema = z.object({
  version: versionField(),
  title: taskFields.title.optional(),
  description: taskFields.description,
  assigneeId: taskFields.assigneeId,
  dueDate: taskFields.dueDate,
  priority: priorityField().optional(),
  status: z.enum(TASK_STATUSES, { error: dossiers.errors.taskStatus }).optional(),
});

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/tasks query (camelCase after conversion). */
export const listTasksQuerySchema = z.object({
  scope: z.preprocess(
    emptyToUndefined,
    z.enum(TASK_SCOPES, { error: dossiers.errors.taskScope }).default('mine'),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum([...TASK_STATUSES, 'all'], { error: dossiers.errors.taskStatus }).default('open'),
  ),
  dossierId: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional()),
  search: optionalText(messages.fields.search, 100),
  /**
   * `overdue=true`: only open tasks due before today (Amsterdam), the dashboard's "te laat" count; `false` or
   * anything else filters nothing.
   */
  overdue: z.preprocess(
    (value) => (value === true || value === 'true' || value === '1' ? true : undefined),
    z.boolean().optional(),
  ),
  page: pageField(),
  perPage: perPageField(25),
});

/** POST /api/dossiers/:id/notes. */
export const noteSchema = z.object({
  body: requiredText(labels.body, 1, 5000),
});

/** PUT /api/dossiers/:id/notes/:noteId. */
export const updateNoteSchema = noteSchema.extend({ version: versionField() });

/** One task of a standard list: created with every new dossier of its type. */
export const taskTemplateItemSchema = z.object({
  title: requiredText(labels.title, 1, 200),
  description: optionalText(labels.description, 5000),
  priority: priorityField().default('normal'),
  dueOffsetDays: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: dossiers.errors.dueOffsetDays })
      .int({ error: dossiers.errors.dueOffsetDays })
      .min(0, { error: dossiers.errors.dueOffsetDays })
      .max(365, { error: dossiers.errors.dueOffsetDays })
      .nullable()
      .optional(),
  ),
});

/** PUT /api/task-templates: replaces the standard list of one dossier type. */
export const taskTemplatesSchema = z.object({
  dossierType: z.enum(DOSSIER_TYPES, {
    error: (issue) =>
      issue.input === undefined ? required(messages.dossiers.fields.type) : dossiers.errors.type,
  }),
  items: z.array(taskTemplateItemSchema, { error: required(labels.items) }).max(TASK_TEMPLATE_MAX_ITEMS, {
    error: interpolate(dossiers.errors.tooManyItems, { max: TASK_TEMPLATE_MAX_ITEMS }),
  }),
});

export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;
export type ListTasksQuery = z.output<typeof listTasksQuerySchema>;
export type NoteInput = z.input<typeof noteSchema>;
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;
export type TaskTemplatesInput = z.input<typeof taskTemplatesSchema>;

export interface TaskTemplateItem {
  title: string;
  description?: string | null;
  priority: TaskPriority;
  dueOffsetDays?: number | null;
}

/** The tasks both standard checklists hold, word for word. */
const SHARED_TASKS = {
  care: {
    title: 'Overledene verzorgen en opbaren',
    description: 'Verzorging, kleding, koeling en de plaats van opbaring afspreken met de familie.',
    priority: 'urgent',
    dueOffsetDays: 0,
  },
  insurances: {
    title: 'Verzekeringen nagaan en melden',
    description: 'Polissen opvragen bij de opdrachtgever en het overlijden melden bij de verzekeraar.',
    priority: 'high',
    dueOffsetDays: 1,
  },
  card: {
    title: 'Rouwkaart opmaken en proef laten goedkeuren',
    priority: 'normal',
    dueOffsetDays: 1,
  },
  advertisement: {
    title: 'Rouwadvertentie plaatsen',
    priority: 'normal',
    dueOffsetDays: 2,
  },
  flowers: {
    title: 'Bloemen bestellen',
    description: 'Kistbloemstuk en bloemen van familie; linteen-teksten controleren.',
    priority: 'normal',
    dueOffsetDays: 3,
  },
  condolence: {
    title: 'Condoleance en koffietafel reserveren',
    priority: 'normal',
    dueOffsetDays: 3,
  },
  invoice: {
    title: 'Factuur opstellen',
    priority: 'normal',
    dueOffsetDays: 14,
  },
  aftercare: {
    title: 'Nazorggesprek plannen',
    priority: 'low',
    dueOffsetDays: 30,
  },
} satisfies Record<string, TaskTemplateItem>;

/** A Dutch funeral director's standard checklist per dossier type (until an admin saves an own list). */
export const DEFAULT_TASK_TEMPLATES: Record<DossierType, readonly TaskTemplateItem[]> = {
  cremation: [
    SHARED_TASKS.care,
    {
      title: 'Aangifte van overlijden doen',
      description:
        'Bij de gemeente van overlijden, met de verklaring van overlijden (A-verklaring) en de B-verklaring in gesloten envelop. Vraag de akte van overlijden en het verlof tot cremeren aan.',
      priority: 'urgent',
      dueOffsetDays: 1,
    },
    {
      title: 'Crematorium reserveren',
      description: `Datum, tijd en de aula vastleggen; let op de wettelijke termijn (${LEGAL_TERM}).`,
      priority: 'high',
      dueOffsetDays: 1,
    },
    {
      title: 'Kist bestellen',
      description: 'Een kist die geschikt is voor crematie.',
      priority: 'high',
      dueOffsetDays: 1,
    },
    SHARED_TASKS.insurances,
    {
      title: 'Aanvraagformulier crematie laten ondertekenen',
      description: 'Door de opdrachtgever en de uitvaartonderneming; registratienummer op de kist vermelden.',
      priority: 'high',
      dueOffsetDays: 2,
    },
    {
      title: 'Verklaring implantaten regelen',
      description: 'Pacemaker of ICD laten verwijderen en de verklaring naar het crematorium sturen.',
      priority: 'high',
      dueOffsetDays: 2,
    },
    {
      title: 'Verlof tot cremeren naar het crematorium sturen',
      priority: 'high',
      dueOffsetDays: 2,
    },
    SHARED_TASKS.card,
    SHARED_TASKS.advertisement,
    SHARED_TASKS.flowers,
    {
      title: 'Muziek, sprekers en fotopresentatie doorgeven aan het crematorium',
      priority: 'normal',
      dueOffsetDays: 3,
    },
    SHARED_TASKS.condolence,
    {
      title: 'Asbestemming bespreken met de opdrachtgever',
      description: 'De as is na de wettelijke termijn van een maand beschikbaar.',
      priority: 'low',
      dueOffsetDays: 14,
    },
    SHARED_TASKS.invoice,
    SHARED_TASKS.aftercare,
  ],
  burial: [
    SHARED_TASKS.care,
    {
      title: 'Aangifte van overlijden doen',
      description:
        'Bij de gemeente van overlijden, met de verklaring van overlijden (A-verklaring) en de B-verklaring in gesloten envelop. Vraag de akte van overlijden en het verlof tot begraven aan.',
      priority: 'urgent',
      dueOffsetDays: 1,
    },
    {
      title: 'Begraafplaats reserveren',
      description: `Datum en tijd vastleggen; let op de wettelijke termijn (${LEGAL_TERM}).`,
      priority: 'high',
      dueOffsetDays: 1,
    },
    {
      title: 'Graf regelen',
      description:
        'Soort graf kiezen; bij een bestaand graf toestemming van de rechthebbende vragen en de grafakte opvragen.',
      priority: 'high',
      dueOffsetDays: 1,
    },
    {
      title: 'Kist bestellen',
      priority: 'high',
      dueOffsetDays: 1,
    },
    SHARED_TASKS.insurances,
    {
      title: 'Verlof tot begraven naar de begraafplaats sturen',
      priority: 'high',
      dueOffsetDays: 2,
    },
    {
      title: 'Graf delven laten inplannen',
      priority: 'high',
      dueOffsetDays: 2,
    },
    {
      title: 'Dragers en rouwstoet regelen',
      priority: 'normal',
      dueOffsetDays: 2,
    },
    SHARED_TASKS.card,
    SHARED_TASKS.advertisement,
    SHARED_TASKS.flowers,
    SHARED_TASKS.condolence,
    SHARED_TASKS.invoice,
    SHARED_TASKS.aftercare,
    {
      title: 'Grafmonument bespreken (steenhouwer)',
      description: 'Een grafsteen wordt meestal na enkele maanden geplaatst, als de grond is ingeklonken.',
      priority: 'low',
      dueOffsetDays: 60,
    },
  ],
};
