/**
 * The checks the list tests of the revision-keyed answer cache share (decision 043): an answer served from the
 * cache, both app servers answering what a fresh build says, and a write that moves the scopes' revision.
 */
import { afterAll, expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readRevision } from '../src/db/revisions.ts';
import type { Db } from '../src/db/types.ts';
import type { ResponseCache } from '../src/lib/response-cache.ts';
import { createTestApp, TestClient } from './helpers.ts';

/**
 * A test app and a second app server on the same database (SQLite file or PostgreSQL schema), each with a cache
 * of its own, both closed after the file; `onSecondServer(client)` is the same session on the second server
 * (sessions live in the database).
 */
export async function twoAppServers() {
  const ctx = await createTestApp();
  const second = await buildApp(ctx.config, { clock: ctx.clock, background: false });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });
  const onSecondServer = (client: TestClient): TestClient => {
    const copy = new TestClient(second);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  };
  return { ctx, second, onSecondServer };
}

type Row = Record<string, unknown> & { id: string };

export function answerCacheChecks(options: {
  db: Db;
  /** Server A's cache. */
  cache: ResponseCache;
  /** The client whose answers are compared, on server A. */
  client: TestClient;
  /** The same session on the second server. */
  onSecond: TestClient;
  /** The scopes `afterWrite` expects a write to move. */
  scopes: readonly string[];
}) {
  const { db, cache, client, onSecond } = options;

  /** Asks `url` twice (as `asker`): the second answer is served from A's cache. */
  async function expectServedFromCache(url: string, asker: TestClient = client): Promise<void> {
    expect((await asker.get(url)).statusCode).toBe(200);
    const hits = cache.hits;
    expect((await asker.get(url)).statusCode).toBe(200);
    expect(cache.hits).toBe(hits + 1);
  }

  /** Both servers' answers (their caches warm from before) equal a fresh build on A; returns the fresh rows. */
  async function expectFresh(url: string): Promise<Row[]> {
    const a = await client.get(url);
    const b = await onSecond.get(url);
    cache.clear();
    const fresh = await client.get(url);
    expect(fresh.statusCode).toBe(200);
    expect(a.body).toBe(fresh.body);
    expect(b.body).toBe(fresh.body);
    expect(a.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(a.headers['cache-control']).toBe(fresh.headers['cache-control']);
    return fresh.json().data;
  }

  /** Warms both caches, runs `write`, checks the scopes' revision moved and both servers answer afresh. */
  async function afterWrite(url: string, write: () => Promise<unknown>): Promise<Row[]> {
    await expectServedFromCache(url);
    expect((await onSecond.get(url)).statusCode).toBe(200);
    const before = await readRevision(db, options.scopes);
    await write();
    expect(await readRevision(db, options.scopes)).not.toBe(before);
    return expectFresh(url);
  }

  /** Asks `url` three times (as `asker`): each answer is built afresh, none is served from or kept in A's cache. */
  async function expectNeverKept(url: string, asker: TestClient = client): Promise<void> {
    const entries = cache.size;
    const hits = cache.hits;
    for (let i = 0; i < 3; i++) expect((await asker.get(url)).statusCode).toBe(200);
    expect(cache.hits).toBe(hits);
    expect(cache.size).toBe(entries);
  }

  return { expectServedFromCache, expectFresh, afterWrite, expectNeverKept };
}
