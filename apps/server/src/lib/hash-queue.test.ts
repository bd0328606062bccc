import { afterEach, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './crypto.ts';
import { HttpError } from './errors.ts';
import { DEFAULT_HASH_LIMITS, passwordHashQueue, QUEUE_FULL_RETRY_SECONDS, WorkQueue } from './hash-queue.ts';

/** A task that runs until `open()` is called, recording when it started. */
function gatedTask(log: string[], name: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => (log.push(name), gate.then(() => name)) };
}

const refusal = (error: unknown) => {
  expect(error).toBeInstanceOf(HttpError);
  const http = error as HttpError;
  expect(http.statusCode).toBe(429);
  expect(http.extra.headers).toEqual({ 'retry-after': String(QUEUE_FULL_RETRY_SECONDS) });
  expect(http.message).toBe(interpolate(messages.authLimits.busy, { seconds: QUEUE_FULL_RETRY_SECONDS }));
  return true;
};

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, lets `maxWaiting` wait in order, and refuses the next at once', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 2 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => gatedTask(log, name));
    const runs = tasks.map((t) => queue.run(t.task));
    expect(log).toEqual(['a', 'b']);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 2, started: 2, refused: 0 });

    await expect(queue.run(async () => 'e')).rejects.toSatisfy(refusal);
    expect(queue.stats().refused).toBe(1);

    tasks[1]!.open();
    await runs[1];
    expect(log).toEqual(['a', 'b', 'c']);
    tasks[0]!.open();
    await runs[0];
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.open();
    tasks[3]!.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 4, refused: 1 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('kapot')))).rejects.toThrow('kapot');
    expect(await queue.run(async () => 'weer vrij')).toBe('weer vrij');
  });

  it('starts waiting tasks when the limits are raised', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 5 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => gatedTask(log, name));
    const runs = tasks.map((t) => queue.run(t.task));
    expect(log).toEqual(['a']);
    queue.configure({ concurrency: 3, maxWaiting: 5 });
    await Promise.resolve();
    expect(log).toEqual(['a', 'b', 'c']);
    tasks.forEach((t) => t.open());
    await Promise.all(runs);
  });
});

describe('password hashing goes through the process-wide queue', () => {
  afterEach(() => passwordHashQueue.configure(DEFAULT_HASH_LIMITS));

  it('refuses hashing and checking while the queue is full, and works again once it drains', async () => {
    const stored = await hashPassword('Geheim-wachtwoord-1', 10);
    passwordHashQueue.configure({ concurrency: 1, maxWaiting: 0 });
    let open!: () => void;
    const held = passwordHashQueue.run(() => new Promise<void>((resolve) => (open = resolve)));

    await expect(hashPassword('Geheim-wachtwoord-1', 10)).rejects.toSatisfy(refusal);
    await expect(verifyPassword('Geheim-wachtwoord-1', stored)).rejects.toSatisfy(refusal);
    // The first dummy check of the process is refused too; the refusal is not remembered as the dummy hash.
    await expect(verifyAgainstDummy('Geheim-wachtwoord-1', 10)).rejects.toSatisfy(refusal);

    open();
    await held;
    expect(await verifyPassword('Geheim-wachtwoord-1', stored)).toBe(true);
    expect(await verifyAgainstDummy('Geheim-wachtwoord-1', 10)).toBe(false);
  });
});
