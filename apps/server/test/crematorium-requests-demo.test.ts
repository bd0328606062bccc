import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { loginAs } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

type ListItem = {
  id: string;
  status: string;
  deceased_name: string;
  needs_action: boolean;
  cremation_id: string | null;
  counterpart: { name: string };
};

describe('the demo crematorium requests', () => {
  it('give Het Rozenveld one accepted request with its bookings and record, and one waiting for an answer', async () => {
    const staff = await loginAs(ctx, 'crematorium@afscheid.test');
    const list = (await staff.get('/api/crematorium-requests')).json();
    // The third is Mien Bakker's, cremated last week (seed/ashes.ts: her ashes came through it).
    expect(list.meta.total).toBe(3);
    const items = list.data as ListItem[];
    // The one waiting for the crematorium comes first.
    expect(items[0]).toMatchObject({
      status: 'submitted',
      deceased_name: 'Fatma Yılmaz',
      needs_action: true,
    });
    const boer = items.find((item) => item.deceased_name === 'Hendrika Johanna de Boer');
    expect(boer).toMatchObject({
      status: 'accepted',
      needs_action: false,
      counterpart: { name: 'Uitvaartzorg De Linde' },
    });
    expect(items.find((item) => item.deceased_name === 'Wilhelmina Bakker')).toMatchObject({
      status: 'accepted',
      needs_action: false,
    });

    const riek = (await staff.get(`/api/crematorium-requests/${boer!.id}`)).json().data;
    expect(riek.dossier).toBeNull();
    expect(riek.snapshot.deceased).toMatchObject({ last_name: 'Boer', birth_place: 'Amersfoort' });
    const kinds = riek.reservations.map((r: { place: { kind: string } }) => r.place.kind).sort();
    expect(kinds).toEqual(['aula', 'coffee_room', 'cremation_oven']);

    // The record is half completed: the approval shows what is still missing.
    const cremation = (await staff.get(`/api/cremations/${riek.cremation_id}`)).json().data;
    expect(cremation).toMatchObject({
      status: 'planned',
      permit_received: true,
      request_form_received: true,
    });
    const missing = cremation.checklist
      .filter((condition: { ok: boolean }) => !condition.ok)
      .map((condition: { key: string }) => condition.key);
    expect(missing).toEqual(['coffin', 'identification']);
    expect((await staff.post(`/api/cremations/${riek.cremation_id}/approve`, {})).statusCode).toBe(409);
  });

  it('show De Linde its requests, and the confirmed moment in the dossier', async () => {
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    const list = (await director.get('/api/crematorium-requests')).json();
    expect(list.data.map((item: ListItem) => [item.deceased_name, item.status])).toEqual(
      expect.arrayContaining([
        ['Hendrika Johanna de Boer', 'accepted'],
        ['Fatma Yılmaz', 'submitted'],
      ]),
    );
    const riek = (list.data as (ListItem & { dossier: { id: string } })[]).find(
      (item) => item.status === 'accepted',
    )!;
    const request = (await director.get(`/api/crematorium-requests/${riek.id}`)).json().data;
    const section = (await director.get(`/api/dossiers/${riek.dossier.id}/sections/cremation`)).json().data;
    const confirmed = new Date(request.confirmed_at);
    expect(section.data.time).toBe(
      confirmed.toLocaleTimeString('nl-NL', {
        timeZone: 'Europe/Amsterdam',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
  });
});
