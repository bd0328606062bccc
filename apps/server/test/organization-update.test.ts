import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditEvents, loginAs, organizationByName } from './factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const LINDE = 'Uitvaartzorg De Linde';

describe('PUT /api/organizations/{id}', () => {
  it('saves normalised fields, raises the version and records the changed fields', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const client = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await client.put(`/api/organizations/${linde.id}`, {
      version: 1,
      name: 'Uitvaartzorg De Linde B.V.',
      postcode: '3572ab',
      iban: 'nl91 abna 0417 1643 00',
      house_number_addition: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Uitvaartzorg De Linde B.V.',
      postcode: '3572 AB',
      iban: 'NL91ABNA0417164300',
      city: 'Utrecht',
      version: 2,
    });
    const [audit] = await auditEvents(ctx, 'organization_updated');
    expect(audit!.organization_id).toBe(linde.id);
    expect(JSON.parse(audit!.changes!)).toEqual({
      name: { from: LINDE, to: 'Uitvaartzorg De Linde B.V.' },
      iban: { from: 'NL44RABO0123456789', to: 'NL91ABNA0417164300' },
    });
  });

  it('answers 409 with the current record on a stale version, changing nothing', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const first = await loginAs(ctx, 'eigenaar@afscheid.test');
    const second = await loginAs(ctx, 'beheerder@afscheid.test');
    expect(
      (await first.put(`/api/organizations/${linde.id}`, { version: 1, city: 'Zeist' })).statusCode,
    ).toBe(200);
    const stale = await second.put(`/api/organizations/${linde.id}`, { version: 1, city: 'Bunnik' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.errors.conflict);
    expect(stale.json().data).toMatchObject({ id: linde.id, city: 'Zeist', version: 2 });
    expect((await organizationByName(ctx, LINDE)).city).toBe('Zeist');
  });

  it('answers 422 in Dutch for KvK, VAT, IBAN, postcode, phone and e-mail', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const client = await loginAs(ctx, 'eigenaar@afscheid.test');
    const res = await client.put(`/api/organizations/${linde.id}`, {
      version: 1,
      kvk_number: '1234567',
      vat_number: 'NL123456789X01',
      iban: 'NL44RABO0123456780',
      postcode: '1234 SS',
      phone: 'bel ons',
      email: 'info@',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.errors.validation,
      errors: {
        kvk_number: [messages.identifiers.kvkNumber],
        vat_number: [messages.identifiers.vatNumber],
        iban: ['Dit IBAN klopt niet. Controleer het rekeningnummer.'],
        postcode: ['Een postcode heeft de vorm 1234 AB.'],
        phone: ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
        email: ['E-mailadres moet een geldig e-mailadres zijn.'],
      },
    });
    expect((await organizationByName(ctx, LINDE)).version).toBe(1);
  });

  it('refuses well-shaped identifiers that fail their checks, changing nothing (issue 11 items 6–9)', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const client = await loginAs(ctx, 'eigenaar@afscheid.test');
    const res = await client.put(`/api/organizations/${linde.id}`, {
      version: 1,
      kvk_number: '00000000',
      vat_number: 'NL123456789B01',
      iban: 'NL54ABNA041716430A',
      phone: '0000000000',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      kvk_number: [messages.identifiers.kvkNumber],
      vat_number: [messages.identifiers.vatNumber],
      iban: [messages.identifiers.iban],
      phone: [messages.identifiers.phone],
    });
    const stored = await organizationByName(ctx, LINDE);
    expect(stored).toMatchObject({ version: 1, kvk_number: '30287451', iban: 'NL44RABO0123456789' });
  });

  it('accepts the Dutch ways of writing these identifiers and stores them normalised', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const client = await loginAs(ctx, 'eigenaar@afscheid.test');
    const res = await client.put(`/api/organizations/${linde.id}`, {
      version: 1,
      kvk_number: '1234-5678',
      vat_number: 'nl0000.99998.b57',
      iban: 'NL02-ABNA-0417-1643-50',
      phone: ' +31 (0)6  12345678 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kvk_number: '12345678',
      vat_number: 'NL000099998B57',
      iban: 'NL02ABNA0417164350',
      phone: '+31 (0)6 12345678',
      version: 2,
    });
    for (const phone of ['(020) 123 4567', '06/12345678', '14020']) {
      const again = await client.put(`/api/organizations/${linde.id}`, {
        version: (await organizationByName(ctx, LINDE)).version,
        phone,
      });
      expect(again.statusCode, phone).toBe(200);
      expect(again.json().data.phone).toBe(phone);
    }
  });

  it('refuses a change of type and a missing version', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const client = await loginAs(ctx, 'eigenaar@afscheid.test');
    const typed = await client.put(`/api/organizations/${linde.id}`, { version: 1, type: 'crematorium' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.type).toEqual([messages.organizations.typeFixed]);
    expect(
      (await client.put(`/api/organizations/${linde.id}`, { version: 1, type: 'funeral_company' }))
        .statusCode,
    ).toBe(200);
    const unversioned = await client.put(`/api/organizations/${linde.id}`, { city: 'Zeist' });
    expect(unversioned.json().errors.version).toEqual(['Vul de versie in.']);
  });

  it('lets a crematorium say whether it takes crematorium requests, versioned and audited', async () => {
    const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const shown = await owner.get(`/api/organizations/${rozenveld.id}`);
    expect(shown.json().data).toMatchObject({ type: 'crematorium', accepts_requests: true, version: 1 });

    const res = await owner.put(`/api/organizations/${rozenveld.id}`, { version: 1, accepts_requests: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ accepts_requests: false, version: 2 });
    expect((await organizationByName(ctx, 'Crematorium Het Rozenveld')).accepts_requests).toBe(0);
    const [audit] = await auditEvents(ctx, 'organization_updated');
    expect(JSON.parse(audit!.changes!)).toEqual({ accepts_requests: { from: 1, to: 0 } });

    const stale = await owner.put(`/api/organizations/${rozenveld.id}`, { version: 1, accepts_requests: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ accepts_requests: false, version: 2 });

    const wrong = await owner.put(`/api/organizations/${rozenveld.id}`, { version: 2, accepts_requests: 'ja' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ accepts_requests: [messages.validation.zod.expectedBoolean] });

    const back = await owner.put(`/api/organizations/${rozenveld.id}`, { version: 2, accepts_requests: true });
    expect(back.json().data).toMatchObject({ accepts_requests: true, version: 3 });
  });

  it("sets a crematorium's storage term for ashes, which decides what /ash flags as over the term", async () => {
    const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const staff = await loginAs(ctx, 'crematorium@afscheid.test');
    const overTerm = async () =>
      (await staff.get('/api/ash-records?over_term=true&per_page=100')).json().meta.total as number;
    const current = (await owner.get(`/api/organizations/${rozenveld.id}`)).json().data;
    expect(current.ash_storage_term_months).toBe(6);
    const flaggedAtSix = await overTerm();
    expect(flaggedAtSix).toBeGreaterThan(0);

    for (const wrong of [0, 121, 2.5, 'zes']) {
      const refused = await owner.put(`/api/organizations/${rozenveld.id}`, {
        version: current.version,
        ash_storage_term_months: wrong,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ ash_storage_term_months: [messages.ash.errors.storageTerm] });
    }

    const res = await owner.put(`/api/organizations/${rozenveld.id}`, {
      version: current.version,
      ash_storage_term_months: 120,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ash_storage_term_months: 120 });
    const [audit] = await auditEvents(ctx, 'organization_updated');
    expect(JSON.parse(audit!.changes!)).toEqual({ ash_storage_term_months: { from: 6, to: 120 } });
    expect(await overTerm()).toBe(0);

    const back = await owner.put(`/api/organizations/${rozenveld.id}`, {
      version: current.version + 1,
      ash_storage_term_months: 6,
    });
    expect(back.statusCode).toBe(200);
    expect(await overTerm()).toBe(flaggedAtSix);
  });

  it('is a 403 for a member without organizations.update', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    const res = await director.put(`/api/organizations/${linde.id}`, { version: 1, city: 'Zeist' });
    expect(res.statusCode).toBe(403);
  });
});
