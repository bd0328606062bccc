import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import { loginAs, organizationByName, userByEmail } from './factories.ts';

/** The demo funeral company every module test works in. */
export const LINDE = 'Uitvaartzorg De Linde';

/**
 * A fresh seeded app, De Linde's id and the path of one of its collections (`/api/organizations/:id/<collection>`):
 * the `beforeEach` of the organisation-scoped tests, assigned as `({ ctx, lindeId, base } = await …)`.
 */
export async function lindeCollection(collection: string) {
  const ctx = await createTestApp();
  const lindeId = (await organizationByName(ctx, LINDE)).id;
  return { ctx, lindeId, base: `/api/organizations/${lindeId}/${collection}` };
}

/** De Linde's id, the ids of its director and employee, and a logged-in client of each of its staff. */
export async function lindeStaff(ctx: TestContext) {
  return {
    orgId: (await organizationByName(ctx, LINDE)).id,
    directorId: (await userByEmail(ctx, 'uitvaartverzorger@afscheid.test')).id,
    employeeId: (await userByEmail(ctx, 'medewerker@afscheid.test')).id,
    admin: await loginAs(ctx, 'beheerder@afscheid.test'),
    director: await loginAs(ctx, 'uitvaartverzorger@afscheid.test'),
    employee: await loginAs(ctx, 'medewerker@afscheid.test'),
    viewer: await loginAs(ctx, 'lezer@afscheid.test'),
  };
}

/** A visitor without a session but with the CSRF cookie, as the browser has before logging in. */
export async function guestClient(ctx: TestContext): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  await client.get('/sanctum/csrf-cookie');
  return client;
}

/** De Linde's administrator invites `email` through the API (`base` is the invitations path). */
export async function inviteAsAdmin(ctx: TestContext, base: string, email: string, role = 'employee') {
  const admin = await loginAs(ctx, 'beheerder@afscheid.test');
  const res = await admin.post(base, { email, role });
  return { admin, res };
}
