import type { Task } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { describeConflict } from '../../../lib/forms/conflict.ts';
import { isTask, taskChanges, taskConflictFields, toTaskValues } from './task-form.ts';

const describeTaskConflict = (
  base: ReturnType<typeof toTaskValues>,
  yours: ReturnType<typeof toTaskValues>,
  theirs: Task,
  names: ReadonlyMap<string, string> = new Map(),
) => describeConflict(base, yours, toTaskValues(theirs), taskConflictFields(names, theirs));

const task: Task = {
  id: 't1',
  title: 'Kist bestellen',
  description: null,
  assignee: { id: 'u1', name: 'Umut Uitvaartverzorger' },
  dueDate: '2026-11-22',
  priority: 'high',
  status: 'open',
  completedAt: null,
  completedBy: null,
  dossier: { id: 'd1', number: '2026-0042', deceasedName: 'Jan de Vries' },
  isOverdue: false,
  version: 3,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('task form values', () => {
  it('sends only the changed fields; an emptied optional field becomes null', () => {
    const base = toTaskValues(task);
    expect(base).toEqual({
      title: 'Kist bestellen',
      description: '',
      assigneeId: 'u1',
      dueDate: '2026-11-22',
      priority: 'high',
    });
    expect(taskChanges(base, { ...base, title: ' Kist bestellen ' })).toEqual({});
    expect(
      taskChanges(base, { ...base, assigneeId: '', dueDate: '', description: 'Eiken', priority: 'urgent' }),
    ).toEqual({
      assigneeId: null,
      dueDate: null,
      description: 'Eiken',
      priority: 'urgent',
    });
  });
});

describe('a task in the conflict dialog (409)', () => {
  const names = new Map([
    ['u1', 'Umut Uitvaartverzorger'],
    ['u2', 'Mila Medewerker'],
  ]);

  it('shows the fields both changed differently in Dutch, keeps their other changes and sends yours on top', () => {
    const base = toTaskValues(task);
    const yours = { ...base, dueDate: '2026-11-23', priority: 'urgent' };
    const theirs: Task = {
      ...task,
      version: 4,
      dueDate: '2026-11-25',
      assignee: { id: 'u2', name: 'Mila Medewerker' },
    };
    const report = describeTaskConflict(base, yours, theirs, names);
    expect(report.conflicts).toEqual([
      { field: 'dueDate', label: 'Deadline', yours: '23 november 2026', theirs: '25 november 2026' },
    ]);
    expect(report.theirChanges).toEqual([
      { field: 'assigneeId', label: 'Toegewezen aan', theirs: 'Mila Medewerker' },
    ]);
    // "Save mine": against their version only your changes differ.
    expect(taskChanges(toTaskValues(theirs), report.merged)).toEqual({ dueDate: '2026-11-23', priority: 'urgent' });
  });

  it('names their assignee even when the member list is not loaded, and shows an emptied field as empty', () => {
    const base = toTaskValues(task);
    const report = describeTaskConflict(
      base,
      { ...base, assigneeId: '' },
      { ...task, assignee: { id: 'u9', name: 'Nieuwe Collega' } },
    );
    expect(report.conflicts).toEqual([
      { field: 'assigneeId', label: 'Toegewezen aan', yours: '', theirs: 'Nieuwe Collega' },
    ]);
  });

  it('recognises a task record', () => {
    expect(isTask({ ...task, version: 5 })).toBe(true);
    expect(isTask({ version: 5 })).toBe(false);
  });
});
