import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditEvents, loginAs, organizationByName, PNG_1X1 } from './factories.ts';

let ctx: TestContext;
let url: string;
beforeEach(async () => {
  ctx = await createTestApp();
  url = `/api/organizations/${(await organizationByName(ctx, 'Uitvaartzorg De Linde')).id}/logo`;
});
afterEach(async () => {
  await ctx.close();
});

const logoFiles = () => {
  const dir = path.join(ctx.dataDir, 'logos');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('organisation logo', () => {
  it('stores a PNG by its content, serves it privately and replaces the old file', async () => {
    const client = await loginAs(ctx, 'beheerder@afscheid.test');
    expect((await client.get(url)).statusCode).toBe(404);

    const res = await client.upload(url, 'logo', {
      name: 'logo.exe',
      type: 'application/octet-stream',
      content: PNG_1X1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ has_logo: true, version: 1 });
    expect(logoFiles()).toHaveLength(1);
    expect(logoFiles()[0]).toMatch(/\.png$/);

    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    const image = await viewer.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect(
      (await client.upload(url, 'logo', { name: 'foto.png', type: 'image/png', content: jpeg })).statusCode,
    ).toBe(200);
    expect(logoFiles()).toHaveLength(1);
    expect((await viewer.get(url)).headers['content-type']).toBe('image/jpeg');
    expect(await auditEvents(ctx, 'organization_logo_updated')).toHaveLength(2);
  });

  it('refuses text dressed up as a PNG with a Dutch 422', async () => {
    const client = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await client.upload(url, 'logo', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('dit is geen plaatje'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ logo: [messages.organizations.logoType] });
    expect(logoFiles()).toHaveLength(0);
  });

  it('refuses a file over 2 MB with 413 and a request without a file with 422', async () => {
    const client = await loginAs(ctx, 'beheerder@afscheid.test');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await client.upload(url, 'logo', { name: 'groot.png', type: 'image/png', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.organizations.logoTooLarge);
    expect(logoFiles()).toHaveLength(0);

    const empty = await client.post(url, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ logo: [messages.organizations.logoRequired] });
    const otherField = await client.upload(url, 'bestand', {
      name: 'logo.png',
      type: 'image/png',
      content: PNG_1X1,
    });
    expect(otherField.statusCode).toBe(422);
  });

  it('removes the logo with 204', async () => {
    const client = await loginAs(ctx, 'eigenaar@afscheid.test');
    await client.upload(url, 'logo', { name: 'logo.png', type: 'image/png', content: PNG_1X1 });
    expect((await client.delete(url)).statusCode).toBe(204);
    expect(logoFiles()).toHaveLength(0);
    expect((await client.get(url)).statusCode).toBe(404);
    expect((await client.delete(url)).statusCode).toBe(204);
    expect(await auditEvents(ctx, 'organization_logo_removed')).toHaveLength(1);
  });

  it('is for members with organizations.update only', async () => {
    const employee = await loginAs(ctx, 'medewerker@afscheid.test');
    const res = await employee.upload(url, 'logo', { name: 'logo.png', type: 'image/png', content: PNG_1X1 });
    expect(res.statusCode).toBe(403);
    expect((await employee.delete(url)).statusCode).toBe(403);
  });
});
