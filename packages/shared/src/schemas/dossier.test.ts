import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import {
  DOSSIER_STATUSES,
  DOSSIER_STATUS_LABELS,
  DOSSIER_STATUS_TRANSITIONS,
  DOSSIER_TYPE_LABELS,
  canTransition,
} from './dossier-values.ts';
import {
  createDossierSchema,
  deceasedFullName,
  dossierStatusSchema,
  isDiedInFuture,
  isInstant,
  isIsoDate,
  listDossiersQuerySchema,
  updateDossierSchema,
} from './dossier.ts';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  zodIssuesToFieldErrors(result.error?.issues ?? []);

describe('dossier statuses', () => {
  it('moves open → completed → invoiced → closed, or open → cancelled', () => {
    expect(DOSSIER_STATUS_TRANSITIONS).toEqual({
      open: ['completed', 'cancelled'],
      completed: ['invoiced'],
      invoiced: ['closed'],
      closed: [],
      cancelled: [],
    });
    expect(canTransition('open', 'completed')).toBe(true);
    expect(canTransition('open', 'invoiced')).toBe(false);
    expect(canTransition('closed', 'open')).toBe(false);
  });

  it('has Dutch labels', () => {
    expect(DOSSIER_STATUSES.map((status) => DOSSIER_STATUS_LABELS[status])).toEqual([
      'Lopend',
      'Uitgevoerd',
      'Gefactureerd',
      'Gearchiveerd',
      'Geannuleerd',
    ]);
    expect(DOSSIER_TYPE_LABELS).toEqual({ cremation: 'Crematie', burial: 'Begrafenis' });
  });
});

describe('createDossierSchema', () => {
  it('trims the names and stores the moment of death in UTC', () => {
    expect(
      createDossierSchema.parse({
        type: 'burial',
        deceasedFirstNames: ' Johanna Maria ',
        deceasedNamePrefix: '',
        deceasedLastName: 'Jansen',
        diedAt: '2026-11-16T10:00:00+01:00',
        responsibleUserId: '',
      }),
    ).toEqual({
      type: 'burial',
      deceasedFirstNames: 'Johanna Maria',
      deceasedNamePrefix: null,
      deceasedLastName: 'Jansen',
      diedAt: '2026-11-16T09:00:00.000Z',
      responsibleUserId: null,
    });
  });

  it('says in Dutch what is missing or wrong', () => {
    expect(errorsOf(createDossierSchema.safeParse({}))).toEqual({
      type: ['Kies het soort uitvaart.'],
      deceasedFirstNames: ['Vul de voornamen in.'],
      deceasedLastName: ['Vul de achternaam in.'],
      diedAt: ['Vul de datum en tijd van overlijden in.'],
    });
    expect(
      errorsOf(
        createDossierSchema.safeParse({
          type: 'sea',
          deceasedFirstNames: 'Jan',
          deceasedLastName: 'Vries',
          diedAt: '2026-11-16 10:00',
        }),
      ),
    ).toEqual({
      type: ['Kies crematie of begrafenis.'],
      diedAt: ['Vul een geldige datum en tijd van overlijden in.'],
    });
  });

  it('leaves "not in the future" to whoever knows now: the schema reads no clock', () => {
    // Far beyond any wall clock this test runs at: the server's injected clock decides (dossiers.test.ts).
    const parsed = createDossierSchema.safeParse({
      type: 'cremation',
      deceasedFirstNames: 'Jan',
      deceasedLastName: 'Vries',
      diedAt: '2999-01-01T10:00:00.000Z',
    });
    expect(parsed.success).toBe(true);
  });
});

describe('isDiedInFuture', () => {
  it('compares with the given now, allowing five minutes of clock skew', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    expect(isDiedInFuture('2026-11-21T12:05:00.000Z', now)).toBe(false);
    expect(isDiedInFuture('2026-11-21T12:05:01.000Z', now)).toBe(true);
    expect(isDiedInFuture('2026-11-20T08:30:00.000Z', now)).toBe(false);
    expect(isDiedInFuture('2026-11-21T13:00:00+01:00', now)).toBe(false);
    expect(isDiedInFuture('2026-11-22T08:30:00.000Z', new Date('2026-11-22T08:30:00.000Z'))).toBe(false);
  });
});

describe('updateDossierSchema and dossierStatusSchema', () => {
  it('needs the version; the rest is optional', () => {
    expect(
      updateDossierSchema.parse({ version: 3, executorUserId: '', generalNotes: ' Let op: hond ' }),
    ).toEqual({
      version: 3,
      executorUserId: null,
      generalNotes: 'Let op: hond',
    });
    expect(errorsOf(updateDossierSchema.safeParse({}))).toEqual({ version: ['Vul de versie in.'] });
  });

  it('knows the statuses', () => {
    expect(dossierStatusSchema.parse({ version: 1, status: 'completed' })).toEqual({
      version: 1,
      status: 'completed',
    });
    expect(errorsOf(dossierStatusSchema.safeParse({ version: 1, status: 'done' }))).toEqual({
      status: ['Kies een geldige status.'],
    });
  });
});

describe('listDossiersQuerySchema', () => {
  it('has defaults', () => {
    expect(listDossiersQuerySchema.parse({})).toEqual({
      page: 1,
      perPage: 25,
      sort: '-created_at',
      filter: {},
    });
  });

  it('gathers the flat filter[…] keys of the query string', () => {
    expect(
      listDossiersQuerySchema.parse({
        page: '2',
        perPage: '50',
        search: ' jansen ',
        sort: 'died_at',
        'filter[status]': 'open',
        'filter[type]': 'cremation',
        'filter[responsible]': 'user-1',
        'filter[diedFrom]': '2026-11-01',
        'filter[diedTo]': '2026-11-30',
        'filter[funeralFrom]': '',
      }),
    ).toEqual({
      page: 2,
      perPage: 50,
      search: 'jansen',
      sort: 'died_at',
      filter: {
        status: 'open',
        type: 'cremation',
        responsible: 'user-1',
        diedFrom: '2026-11-01',
        diedTo: '2026-11-30',
      },
    });
  });

  it('refuses an unknown sort, status or date, and more than 100 per page', () => {
    const result = listDossiersQuerySchema.safeParse({
      sort: 'bsn',
      perPage: 500,
      filter: { status: 'lost', diedFrom: '2026-13-01' },
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual([
      'filter.diedFrom',
      'filter.status',
      'perPage',
      'sort',
    ]);
    expect(errorsOf(result)['sort']).toEqual(['Kies een geldige sortering.']);
  });
});

describe('helpers', () => {
  it('recognises instants and calendar dates', () => {
    expect(isInstant('2026-11-21T13:05:00.000Z')).toBe(true);
    expect(isInstant('2026-11-21T14:05:00+01:00')).toBe(true);
    expect(isInstant('2026-11-21 14:05')).toBe(false);
    expect(isInstant('2026-11-21')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('21-11-2026')).toBe(false);
  });

  it('joins the name parts', () => {
    expect(deceasedFullName('Jan', 'de', 'Vries')).toBe('Jan de Vries');
    expect(deceasedFullName('Jan', null, 'Vries')).toBe('Jan Vries');
    expect(deceasedFullName(' Jan ', '', ' Vries')).toBe('Jan Vries');
  });
});
