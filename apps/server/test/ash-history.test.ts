/**
 * GET /api/ash-records/{id}/history: the audit trail of a record, its destinations and documents, newest first,
 * with who did what; a closed entry's refused edit leaves no event; another organisation's record is 404.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { amsterdamToday } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import { loginAs } from './factories.ts';
import { createDestination, createRecord, uploadDocument } from './ash-fixtures.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const staff = await loginAs(ctx, 'crematorium@afscheid.test');

type Entry = { entity: string; action: string; user: { name: string } | null; changes: { field: string }[] };

describe('GET /api/ash-records/{id}/history', () => {
  it('lists every change of the record, its destination and documents, newest first, with who did it', async () => {
    const record = await createRecord(staff, { cremated_on: '2026-08-03', storage_location: 'Kast A' });
    // A minute between the steps: the manual clock otherwise stands still, and the trail is ordered by time.
    const minute = () => ctx.clock.advance(60);
    minute();
    const destination = await createDestination(staff, record.id, { kind: 'hand_over' });
    minute();
    await uploadDocument(staff, record.id, 'decision_form', destination.id);
    minute();
    expect((await staff.post(`/api/ash-destinations/${destination.id}/approve`, {})).statusCode).toBe(200);
    minute();
    const executed = await staff.post(`/api/ash-destinations/${destination.id}/execute`, {
      executed_on: amsterdamToday(ctx.clock.now()),
      handed_to_name: 'Marieke Jansen',
      identity_checked: true,
    });
    expect(executed.statusCode, executed.body).toBe(200);
    minute();
    expect((await staff.post(`/api/ash-destinations/${destination.id}/close`, {})).statusCode).toBe(200);

    const before = await staff.get(`/api/ash-records/${record.id}/history`);
    expect(before.statusCode).toBe(200);
    const entries = before.json().data as Entry[];
    const actions = entries.map((entry) => `${entry.entity}:${entry.action}`);
    // Newest first: the close, the execution, the approval, the form, the request, the record.
    expect(actions.indexOf('ash_destination:closed')).toBeLessThan(actions.indexOf('ash_destination:executed'));
    expect(actions.indexOf('ash_destination:executed')).toBeLessThan(actions.indexOf('ash_destination:approved'));
    expect(actions).toEqual(
      expect.arrayContaining([
        'ash_record:created',
        'ash_destination:destination_requested',
        'ash_document:document_added',
        'ash_destination:approved',
        'ash_destination:executed',
        'ash_destination:closed',
      ]),
    );
    expect(actions.at(-1)).toBe('ash_record:created');
    expect(entries.every((entry) => entry.user?.name)).toBe(true);
    const execution = entries.find((entry) => entry.action === 'executed')!;
    expect(execution.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['status', 'handed_to_name']),
    );

    // A refused edit of the closed entry changes nothing, so the trail stays as it was.
    const refused = await staff.put(`/api/ash-destinations/${destination.id}`, {
      version: 99,
      kind: 'niche',
      decided_by_name: 'Iemand anders',
    });
    expect(refused.statusCode).toBe(409);
    expect((await staff.delete(`/api/ash-destinations/${destination.id}`)).statusCode).toBe(409);
    expect((await staff.delete(`/api/ash-records/${record.id}`)).statusCode).toBe(409);
    const after = await staff.get(`/api/ash-records/${record.id}/history`);
    expect(after.json().data).toEqual(entries);
  });

  it('is a 404 for another organisation and for a funeral company', async () => {
    const record = await createRecord(staff, {});
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    expect((await director.get(`/api/ash-records/${record.id}/history`)).statusCode).toBe(404);
    expect((await staff.get('/api/ash-records/onbekend/history')).statusCode).toBe(404);
  });
});
