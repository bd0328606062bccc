import { afterAll, describe, expect, it } from 'vitest';
import { toSnakeCase } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const { director, viewer } = await lindeClients(ctx);

async function saveClient(dossierId: string, data: Record<string, unknown>) {
  const res = await director.put(`/api/dossiers/${dossierId}/sections/client`, {
    version: 1,
    data: toSnakeCase(data),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const person = (firstNames: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  firstNames,
  lastName,
  ...extra,
});

describe('GET /api/address-book', () => {
  it('finds people of every dossier by the start of their name words, at most 20', async () => {
    const first = await createDossierViaApi(director, {
      deceased_first_names: 'Wim',
      deceased_name_prefix: null,
      deceased_last_name: 'Hoekstra',
    });
    await saveClient(first.id, {
      person: person('Truus', 'Hoekstra', { email: 'truus@hoekstra.example', address: { city: 'Bunnik' } }),
      relation: 'Echtgenote',
      contacts: Array.from({ length: 24 }, (_, i) => ({
        person: person(`Neef${String(i).padStart(2, '0')}`, 'Hoekstra-Kok'),
        relation: 'Neef',
      })),
    });
    ctx.clock.advance(60);
    const second = await createDossierViaApi(director, {
      deceased_first_names: 'Riet',
      deceased_name_prefix: null,
      deceased_last_name: 'Kok',
    });
    await saveClient(second.id, { person: person('Truus', 'Kok'), relation: 'Dochter' });

    const truus = (await viewer.get('/api/address-book?search=truus')).json().data;
    expect(
      truus.map((e: { name: string; dossier: { number: string } }) => [e.name, e.dossier.number]),
    ).toEqual([
      ['Truus Hoekstra', first.number],
      ['Truus Kok', second.number],
    ]);
    expect(truus[0]).toMatchObject({
      relation: 'Echtgenote',
      source: 'client',
      dossier: { id: first.id, deceased_name: 'Wim Hoekstra' },
      person: {
        first_names: 'Truus',
        last_name: 'Hoekstra',
        email: 'truus@hoekstra.example',
        address: { city: 'Bunnik' },
      },
    });
    expect(
      (await viewer.get('/api/address-book?search=kok truus'))
        .json()
        .data.map((e: { name: string }) => e.name),
    ).toEqual(['Truus Kok']);
    expect((await viewer.get('/api/address-book?search=bunnik')).json().data).toHaveLength(1);
    expect((await viewer.get('/api/address-book?search=hoekstra')).json().data).toHaveLength(20);
    expect((await viewer.get('/api/address-book?search=ekstra')).json().data).toEqual([]);
    // Without a search: the most recently recorded people.
    const recent = (await viewer.get('/api/address-book')).json().data;
    expect(recent).toHaveLength(20);
    expect(recent[0].name).toBe('Truus Kok');
  });

  it('finds people whatever the case or accents, in Dutch alphabetical order (issue 11, item 16)', async () => {
    const dossier = await createDossierViaApi(director, {
      deceased_first_names: 'Mehmet',
      deceased_name_prefix: null,
      deceased_last_name: 'Alfabet',
    });
    await saveClient(dossier.id, {
      person: person('Ayşe', 'Kılıç'),
      relation: 'Dochter',
      contacts: [
        { person: person('Zeynep', 'Cornelissen'), relation: 'Buurvrouw' },
        { person: person('Zeynep', 'Çelik'), relation: 'Nicht' },
        { person: person('Ahmet', 'Celik'), relation: 'Neef' },
        { person: person('Zeynep', 'Bakker'), relation: 'Vriendin' },
      ],
    });
    const names = async (q: string) =>
      (await viewer.get(`/api/address-book?search=${encodeURIComponent(q)}`))
        .json()
        .data.map((e: { name: string }) => e.name);
    for (const q of ['kilic', 'KILIC', 'kılıç', 'ayse', 'Ayşe kil']) {
      expect(await names(q), q).toEqual(['Ayşe Kılıç']);
    }
    expect(await names('yilmaz')).toEqual(['Emre Yılmaz']); // of the demo
    expect(await names('celik')).toEqual(['Ahmet Celik', 'Zeynep Çelik']);
    expect(await names('ÇELİK')).toEqual(['Ahmet Celik', 'Zeynep Çelik']);
    expect(await names('zeynep')).toEqual(['Zeynep Bakker', 'Zeynep Çelik', 'Zeynep Cornelissen']);
  });

  it("shows only the active organisation's people and needs dossiers.view", async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(dossier.id, { person: person('Geheime', 'Opdrachtgever'), relation: 'Zoon' });
    const other = await createOrganization(ctx, 'Uitvaartcentrum Ander Adresboek');
    const owner = await createUser(ctx, 'eigenaar@anderadresboek.test', 'Otto Ander');
    await addMember(ctx, other.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    expect((await stranger.get('/api/address-book?search=geheime')).json().data).toEqual([]);
    expect((await viewer.get('/api/address-book?search=geheime')).json().data).toHaveLength(1);
    const crematorium = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await crematorium.get('/api/address-book')).statusCode).toBe(403);
  });

  it('drops the people of a deleted dossier', async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(dossier.id, { person: person('Verdwenen', 'Persoon') });
    expect((await viewer.get('/api/address-book?search=verdwenen')).json().data).toHaveLength(1);
    await ctx.app.deps.db
      .updateTable('dossiers')
      .set({ deleted_at: '2026-11-21T12:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    expect((await viewer.get('/api/address-book?search=verdwenen')).json().data).toEqual([]);
  });
});
