import type { Task } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { patchCachedTasks, removeCachedTask } from './task-cache.ts';

const task = (id: string, status: Task['status'] = 'open') =>
  ({ id, title: id, status, version: 1, dueDate: null, priority: 'normal', isOverdue: false }) as Task;
const done = (current: Task): Task => ({ ...current, status: 'done' });

describe('the task copies in the cache', () => {
  it('changes the task in a page of the list, a dossier list and the task itself', () => {
    const page = {
      data: [task('a'), task('b')],
      meta: { currentPage: 1, perPage: 25, total: 2, lastPage: 1 },
    };
    const patched = patchCachedTasks(page, 'b', done) as typeof page;
    expect(patched.data.map((item) => item.status)).toEqual(['open', 'done']);
    expect(patched.meta).toBe(page.meta);
    expect((patchCachedTasks([task('a'), task('b')], 'a', done) as Task[])[0]?.status).toBe('done');
    expect((patchCachedTasks(task('a'), 'a', done) as Task).status).toBe('done');
  });

  it('returns the same object when the task is not there, and leaves the standard lists alone', () => {
    const list = [task('a')];
    expect(patchCachedTasks(list, 'x', done)).toBe(list);
    const templates = { cremation: [], burial: [], isDefault: { cremation: true, burial: true } };
    expect(patchCachedTasks(templates, 'a', done)).toBe(templates);
    expect(patchCachedTasks(undefined, 'a', done)).toBeUndefined();
  });

  it('removes a deleted task and lowers the total', () => {
    const page = {
      data: [task('a'), task('b')],
      meta: { currentPage: 1, perPage: 25, total: 2, lastPage: 1 },
    };
    expect(removeCachedTask(page, 'a')).toEqual({ data: [task('b')], meta: { ...page.meta, total: 1 } });
    expect(removeCachedTask([task('a'), task('b')], 'b')).toEqual([task('a')]);
    expect(removeCachedTask(page, 'x')).toBe(page);
  });
});
