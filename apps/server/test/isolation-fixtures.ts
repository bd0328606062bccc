/**
 * The isolation walker's world (isolation.test.ts): funeral company A (the demo's De Linde) with its records,
 * funeral company B with one dossier of its own, crematorium C, a disabled owner of A, the platform
 * administrator, and factories that make a fresh record of A for every route parameter.
 */
import type { Role } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { createNote, createTask, minimalPdf } from './dossier-fixtures.ts';
import { createBudgetLine, createBudgetSection, createDebtor, invoiceLines } from './budget-fixtures.ts';
import { closedPort } from './fake-wefact.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  loginIn,
  newRow,
  organizationByName,
  userByEmail,
} from './factories.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import { installPartyFixture, PARTY_PREFIX, partyRecord } from './party-fixture.ts';
import { createCremation } from './cremation-fixtures.ts';
import { docxOf, uploadTemplate } from './docx-fixture.ts';

export const ctx = await createTestApp();
// The test-only two-party routes join the route table before the first request boots the app.
await installPartyFixture(ctx);

/** A word in A's dossier and task that no other organisation may ever see in a list. */
export const MARKER = 'Isolatiemerk';

export const orgA = await organizationByName(ctx, 'Uitvaartzorg De Linde');
export const orgB = await createOrganization(ctx, 'Uitvaartzorg Organisatie B');
export const orgC = await createOrganization(ctx, 'Crematorium Organisatie C', 'crematorium');
export const ownerB = await createUser(ctx, 'eigenaar-b@b.test', 'Eigenaar B');
await addMember(ctx, orgB.id, ownerB.id, 'owner');
export const ownerC = await createUser(ctx, 'eigenaar-c@c.test', 'Eigenaar C');
await addMember(ctx, orgC.id, ownerC.id, 'owner');
export const disabledOwnerA = await createUser(ctx, 'uitgeschakeld@a.test', 'Uitgeschakeld A');
await addMember(ctx, orgA.id, disabledOwnerA.id, 'owner', 'disabled');
export const PLATFORM_EMAIL = 'platform@afscheid.test';
export const OWNER_A_EMAIL = 'eigenaar@afscheid.test';
/**
 * The demo crematorium R, whose owner is A's owner too: it holds the records only a crematorium has (its
 * cremations), so the walker gives those routes to R, with crematorium C as the other organisation.
 */
export const orgR = await organizationByName(ctx, 'Crematorium Het Rozenveld');

let sequence = 0;
/** A fresh user who is a member of one organisation only (A unless said otherwise). */
export async function memberOf(role: Role, organizationId: string = orgA.id) {
  const user = await createUser(ctx, `lid-${++sequence}@walker.test`, `Lid ${sequence}`);
  const membershipId = await addMember(ctx, organizationId, user.id, role);
  return { user, membershipId };
}

async function invitationOfA(): Promise<string> {
  const row = {
    ...newRow(ctx),
    organization_id: orgA.id,
    email: `uitgenodigd-${++sequence}@a.test`,
    role: 'employee',
    token_hash: newId(),
    expires_at: iso(new Date(ctx.clock.now().getTime() + 86_400_000)),
    invited_by: null,
  };
  await ctx.app.deps.db.insertInto('invitations').values(row).execute();
  return row.id;
}

// Dossier records of A are made by A's funeral director (a member of A only) through the API, so every
// fixture is a complete dossier with its sections and standard tasks.
const directorA = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', orgA.id);
const ownerA = await userByEmail(ctx, OWNER_A_EMAIL);
export const dossierOfB = (
  await createDossierViaApi(await loginAs(ctx, ownerB.email), { deceased_last_name: 'Van Organisatie B' })
).id;
await createDossierViaApi(directorA, { deceased_last_name: MARKER });

/** The dossier the `:id` factory made last: notes and documents in the same URL belong to it. */
let lastDossierOfA: string | null = null;
async function dossierOfA(): Promise<string> {
  lastDossierOfA = (await createDossierViaApi(directorA)).id;
  return lastDossierOfA;
}

/** A note on A's last dossier, written by A's owner (notes can only be changed by their author). */
async function noteOfA(): Promise<string> {
  const dossierId = lastDossierOfA ?? (await dossierOfA());
  return createNote(ctx, orgA.id, dossierId, ownerA.id, 'Familie belt morgen terug.');
}

/** A PDF uploaded to A's last dossier through the API. */
async function documentOfA(): Promise<string> {
  const dossierId = lastDossierOfA ?? (await dossierOfA());
  const res = await directorA.upload(`/api/dossiers/${dossierId}/documents`, 'file', {
    name: 'verlof-tot-cremeren.pdf',
    type: 'application/pdf',
    content: minimalPdf(),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

export async function taskOfA(title = 'Rouwkaarten laten drukken'): Promise<string> {
  return createTask(ctx, orgA.id, {
    dossier_id: lastDossierOfA,
    title,
    assignee_id: ownerA.id,
    due_date: '2026-11-24',
    created_by: ownerA.id,
  });
}
await taskOfA(`${MARKER} taak`);

/** A category of A (empty, so that its owner may delete it). */
async function categoryOfA(): Promise<string> {
  const row = { ...newRow(ctx), organization_id: orgA.id, name: `Categorie ${++sequence}`, position: sequence, version: 1 };
  await ctx.app.deps.db.insertInto('categories').values(row).execute();
  return row.id;
}

/** An article of A (on no budget line, so that its owner may delete it). */
async function articleOfA(): Promise<string> {
  const code = `ISO-${++sequence}`;
  const row = {
    ...newRow(ctx),
    organization_id: orgA.id,
    code,
    name: `${MARKER} artikel`,
    unit: 'stuk',
    unit_price: 1000,
    vat_rate: '21' as const,
    active: 1,
    search_text: ` iso ${sequence} iso-${sequence} isolatiemerk artikel`,
    sort_name: 'isolatiemerk artikel',
    version: 1,
  };
  await ctx.app.deps.db.insertInto('articles').values(row).execute();
  return row.id;
}

/**
 * A's WeFact link, saved through the API, to a port on 127.0.0.1 where nothing listens: invoicing reaches the
 * WeFact call (502, lines released) without anything leaving the machine.
 */
let wefactLinkOfA: Promise<void> | null = null;
function linkWefactOfA(): Promise<void> {
  wefactLinkOfA ??= (async () => {
    const owner = await loginAs(ctx, OWNER_A_EMAIL);
    const res = await owner.put(`/api/organizations/${orgA.id}/wefact`, {
      api_key: 'isolatie-sleutel-0000',
      base_url: `http://127.0.0.1:${await closedPort()}/v2/`,
      tax_codes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ' },
    });
    if (res.statusCode !== 200) throw new Error(`linking WeFact failed: ${res.statusCode} ${res.body}`);
  })();
  return wefactLinkOfA;
}

/** A dossier of A with a billable line of a debtor: something to invoice. */
async function billableDossierOfA(): Promise<string> {
  await linkWefactOfA();
  const dossierId = await dossierOfA();
  await createBudgetLine(ctx, orgA.id, dossierId, { debtor_id: await createDebtor(ctx, orgA.id) });
  return dossierId;
}

/** An invoice of A made in WeFact (its status can be asked). */
async function invoiceOfA(): Promise<string> {
  await linkWefactOfA();
  const dossierId = await dossierOfA();
  return invoiceLines(ctx, orgA.id, dossierId, [await createBudgetLine(ctx, orgA.id, dossierId)]);
}

/** A place of A (broadcasting on, without reservations, so that its owner may delete it). */
async function placeOfA(): Promise<string> {
  const row = {
    ...newRow(ctx),
    organization_id: orgA.id,
    name: `${MARKER} aula ${++sequence}`,
    kind: 'aula' as const,
    color: '#2f6f4e',
    broadcasting: 1,
    sort_name: `isolatiemerk aula ${sequence}`,
    version: 1,
  };
  await ctx.app.deps.db.insertInto('places').values(row).execute();
  return row.id;
}

/** A confirmed reservation of A on a place of its own, on a day of its own (nothing else overlaps it). */
async function reservationOfA(): Promise<string> {
  const placeId = await placeOfA();
  const start = Date.parse('2027-03-01T09:00:00.000Z') + sequence * 86_400_000;
  const row = {
    ...newRow(ctx),
    organization_id: orgA.id,
    place_id: placeId,
    kind: 'ceremony' as const,
    title: `${MARKER} plechtigheid`,
    status: 'confirmed' as const,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 3_600_000).toISOString(),
    busy_from_min: start / 60_000,
    busy_until_min: start / 60_000 + 60,
    version: 1,
  };
  await ctx.app.deps.db.insertInto('reservations').values(row).execute();
  return row.id;
}

/** The place the last `/api/places/:id/broadcasts…` URL was filled with: its broadcast must be on it. */
let lastBroadcastPlaceOfA: string | null = null;
async function broadcastPlaceOfA(): Promise<string> {
  lastBroadcastPlaceOfA = await placeOfA();
  return lastBroadcastPlaceOfA;
}

/** A broadcast of A on the place of the same URL (a YouTube stream, code and slug of its own). */
async function broadcastOfA(): Promise<string> {
  const placeId = lastBroadcastPlaceOfA ?? (await broadcastPlaceOfA());
  const row = {
    ...newRow(ctx),
    organization_id: orgA.id,
    place_id: placeId,
    title: `${MARKER} uitzending`,
    starts_at: '2027-03-01T13:00:00.000Z',
    ends_at: '2027-03-01T14:00:00.000Z',
    stream_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    access_code: 'K7QM3XPD',
    slug: newId().replace(/-/g, '').slice(0, 22),
    status: 'scheduled' as const,
    version: 1,
  };
  await ctx.app.deps.db.insertInto('broadcasts').values(row).execute();
  return row.id;
}

/** A cremation record of crematorium R for a request of A, complete for the approval (vrijgave). */
async function cremationOfR(): Promise<string> {
  const { id } = await createCremation(ctx, {
    organizationId: orgR.id,
    requesterId: orgA.id,
    userId: (await userByEmail(ctx, OWNER_A_EMAIL)).id,
    lastName: `${MARKER} Crematie ${++sequence}`,
    plannedAt: '2026-11-23T09:00:00.000Z',
  });
  await ctx.app.deps.db
    .updateTable('cremations')
    .set({
      permit_received: 1,
      permit_compared: 1,
      request_form_received: 1,
      implants_removed: 1,
      coffin_registration_number: `K-${sequence}`,
      identified_by: 'Eigenaar R',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The owner of A and R, working in crematorium R: it makes R's ash records through the API. */
let ownerInR: Promise<TestClient> | null = null;
const clientOfR = () => (ownerInR ??= loginIn(ctx, OWNER_A_EMAIL, orgR.id));

/** The ash record the last `/api/ash-records/:id…` URL was filled with: its document must be on it. */
let lastAshRecordOfR: string | null = null;

/** An ash record of crematorium R (ashes received long ago, so they may leave), made through the API. */
async function ashRecordOfR(): Promise<string> {
  const res = await (await clientOfR()).post('/api/ash-records', {
    deceased_name: `${MARKER} Asbus ${++sequence}`,
    registration_number: `ISO-AS-${sequence}`,
    cremated_on: '2026-08-03',
    source: 'received',
  });
  if (res.statusCode !== 201) throw new Error(`ash record failed: ${res.statusCode} ${res.body}`);
  lastAshRecordOfR = (res.json() as { data: { id: string } }).data.id;
  return lastAshRecordOfR;
}

/** A PDF on the ash record of the same URL. */
async function ashDocumentOfR(): Promise<string> {
  const recordId = lastAshRecordOfR ?? (await ashRecordOfR());
  const res = await (await clientOfR()).upload(`/api/ash-records/${recordId}/documents?kind=decision_form`, 'file', {
    name: 'asbestemmingsformulier.pdf',
    type: 'application/pdf',
    content: minimalPdf(),
  });
  if (res.statusCode !== 201) throw new Error(`ash document failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

/** A Word template of A, uploaded through the API by A's owner (its file must exist for the download). */
let templateClientOfA: Promise<TestClient> | null = null;
async function templateOfA(): Promise<string> {
  const owner = await (templateClientOfA ??= loginIn(ctx, OWNER_A_EMAIL, orgA.id));
  const res = await uploadTemplate(owner, { name: 'sjabloon.docx', content: docxOf('{overledene.voornamen}') }, { name: `${MARKER} Sjabloon` });
  if (res.statusCode !== 201) throw new Error(`template failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

/**
 * A destination of a fresh ash record of R, with the client's signed form, in the state the route's action
 * needs: requested (to approve, edit or withdraw), approved (to execute) or executed (to close).
 */
async function ashDestinationOfR(state: 'requested' | 'approved' | 'executed' = 'requested'): Promise<string> {
  const client = await clientOfR();
  const recordId = await ashRecordOfR();
  const created = await client.post(`/api/ash-records/${recordId}/destinations`, {
    kind: 'hand_over',
    decided_by_name: `${MARKER} Opdrachtgever`,
  });
  if (created.statusCode !== 201) throw new Error(`ash destination failed: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { data: { id: string } }).data.id;
  await ashDocumentOfR();
  const step = async (action: string, body: Record<string, unknown> = {}) => {
    const res = await client.post(`/api/ash-destinations/${id}/${action}`, body);
    if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  };
  if (state !== 'requested') await step('approve');
  if (state === 'executed') {
    await step('execute', { executed_on: '2026-11-21', handed_to_name: 'Iso Ontvanger', identity_checked: true });
  }
  return id;
}

/** An ash place of R, stored as the places module stores one (no destination uses it). */
async function ashPlaceOfR(): Promise<string> {
  const row = {
    ...newRow(ctx),
    organization_id: orgR.id,
    kind: 'niche',
    code: `${MARKER}-NIS-${++sequence}`,
    capacity: 2,
    version: 1,
  };
  await ctx.app.deps.db.insertInto('ash_places').values(row).execute();
  return row.id;
}

/**
 * Routes that refuse every time by design: nothing in the register of art. 50 is ever removed. The owner who
 * reaches the record gets the 409 with the reason; everybody else the 404 of any record that is not theirs.
 */
export const NEVER_REMOVED_ROUTES = ['DELETE /api/ash-records/:id', 'DELETE /api/ash-destinations/:id'];

/** Crematorium C's owner, who answers A's requests (a proposal for the routes that need one). */
let ownerOfC: Promise<TestClient> | null = null;
/** The request the last `/api/crematorium-requests/:id…` URL was filled with: its attachment must be on it. */
let lastRequestOfA: string | null = null;

/**
 * A crematorium request of A to crematorium C, made through the API for a fresh dossier of A with one attached
 * document: a draft, submitted, or with C's proposal of another moment.
 */
async function requestOfA(state: 'draft' | 'submitted' | 'proposed'): Promise<string> {
  const dossierId = (await createDossierViaApi(directorA, { deceased_last_name: `Aanvraag ${++sequence}` })).id;
  const upload = await directorA.upload(`/api/dossiers/${dossierId}/documents?document_type=permit`, 'file', {
    name: 'verlof-tot-cremeren.pdf',
    type: 'application/pdf',
    content: minimalPdf(),
  });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const created = await directorA.post('/api/crematorium-requests', {
    dossier_id: dossierId,
    crematorium_id: orgC.id,
    wished_at: '2027-06-01T09:00:00.000Z',
    ceremony: false,
    document_ids: [(upload.json() as { data: { id: string } }).data.id],
  });
  if (created.statusCode !== 201) throw new Error(`request failed: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { data: { id: string } }).data.id;
  const step = async (client: TestClient, action: string, body: Record<string, unknown> = {}) => {
    const res = await client.post(`/api/crematorium-requests/${id}/${action}`, body);
    if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  };
  if (state !== 'draft') await step(directorA, 'submit');
  if (state === 'proposed') {
    ownerOfC ??= loginIn(ctx, ownerC.email, orgC.id);
    await step(await ownerOfC, 'propose', { proposed_at: '2027-06-01T13:00:00.000Z' });
  }
  lastRequestOfA = id;
  return id;
}

/** The attached copy of the request in the same URL. */
async function attachmentOfA(): Promise<string> {
  const requestId = lastRequestOfA ?? (await requestOfA('submitted'));
  const row = await ctx.app.deps.db
    .selectFrom('crematorium_request_attachments')
    .select('id')
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The party routes that act on a draft: a draft has no provider side yet, so the crematorium is refused there
 * as a stranger (404), not as the other party (403).
 */
export const DRAFT_PARTY_ROUTES = ['POST /api/crematorium-requests/:id/submit', 'DELETE /api/crematorium-requests/:id'];

/**
 * Fixture factories by parameter name (and URL prefix where one name means different records). Each call
 * makes a fresh record of organisation A, so the order of the checks does not matter. A two-party record
 * (PARTY_PREFIX) is A's request to crematorium C.
 */
export const FACTORIES: { param: string; prefix?: string; method?: string; value: () => Promise<string> }[] = [
  { param: 'id', prefix: '/api/organizations/', value: async () => orgA.id },
  { param: 'id', prefix: '/api/users/', value: async () => (await memberOf('employee')).user.id },
  { param: 'memberId', value: async () => (await memberOf('employee')).membershipId },
  { param: 'invitationId', value: async () => invitationOfA() },
  { param: 'id', prefix: '/api/dossiers/', value: dossierOfA },
  { param: 'id', prefix: '/api/tasks/', value: () => taskOfA() },
  { param: 'id', prefix: '/api/invoicing/dossiers/', value: billableDossierOfA },
  { param: 'id', prefix: '/api/invoicing/invoices/', value: invoiceOfA },
  { param: 'id', prefix: PARTY_PREFIX, value: () => partyRecord(ctx, orgA.id, orgC.id) },
  // A's crematorium requests to C, in the state each action needs (a draft to submit or delete, a proposal).
  { param: 'id', prefix: '/api/crematorium-requests/:id/submit', value: () => requestOfA('draft') },
  { param: 'id', prefix: '/api/crematorium-requests/:id/accept-proposal', value: () => requestOfA('proposed') },
  { param: 'id', prefix: '/api/crematorium-requests/:id/decline-proposal', value: () => requestOfA('proposed') },
  { param: 'id', prefix: '/api/crematorium-requests/', method: 'DELETE', value: () => requestOfA('draft') },
  { param: 'id', prefix: '/api/crematorium-requests/', value: () => requestOfA('submitted') },
  { param: 'attachmentId', value: attachmentOfA },
  // A generatable's key names no record of its own (a built-in document): the dossier in `:id` must be A's.
  { param: 'key', prefix: '/api/dossiers/:id/generatables/', value: async () => 'budget' },
  // A section key names no record of its own: the dossier in `:id` is what must be A's.
  { param: 'key', value: async () => 'deceased' },
  { param: 'noteId', value: noteOfA },
  { param: 'id', prefix: '/api/budget-sections/', value: () => createBudgetSection(ctx, orgA.id) },
  // Crediting needs an invoiced line of A's last dossier; the other line routes an uninvoiced one.
  {
    param: 'lineId',
    prefix: '/api/dossiers/:id/budget-lines/:lineId/credit',
    value: async () => {
      const dossierId = lastDossierOfA ?? (await dossierOfA());
      const line = await createBudgetLine(ctx, orgA.id, dossierId);
      await invoiceLines(ctx, orgA.id, dossierId, [line]);
      return line;
    },
  },
  { param: 'lineId', value: async () => createBudgetLine(ctx, orgA.id, lastDossierOfA ?? (await dossierOfA())) },
  // An ash record's document (crematorium R) before the dossier documents' entry, which takes any URL.
  { param: 'documentId', prefix: '/api/ash-records/', value: ashDocumentOfR },
  { param: 'documentId', value: documentOfA },
  { param: 'id', prefix: '/api/categories/', value: () => categoryOfA() },
  { param: 'id', prefix: '/api/articles/', value: () => articleOfA() },
  {
    param: 'id',
    prefix: '/api/debtors/',
    value: async () => {
      const row = { ...newRow(ctx), organization_id: orgA.id, kind: 'person' as const, surname: `${MARKER} Debiteur` };
      await ctx.app.deps.db.insertInto('debtors').values({ ...row, invoice_method: 'email', country: 'NL', search_text: ' isolatiemerk debiteur', sort_name: 'isolatiemerk debiteur' }).execute();
      return row.id;
    },
  },
  {
    param: 'id',
    prefix: '/api/suppliers/',
    value: async () => {
      const row = { ...newRow(ctx), organization_id: orgA.id, name: `${MARKER} Bloemen`, kind: 'florist', status: 'active' as const };
      await ctx.app.deps.db.insertInto('suppliers').values({ ...row, country: 'NL', search_text: ' isolatiemerk bloemen', sort_name: 'isolatiemerk bloemen' }).execute();
      return row.id;
    },
  },
  // Before the places' own entry: a broadcast's URL names its place first, and the broadcast must be on it.
  { param: 'id', prefix: '/api/places/:id/broadcasts', value: broadcastPlaceOfA },
  { param: 'broadcastId', value: broadcastOfA },
  { param: 'id', prefix: '/api/places/', value: placeOfA },
  { param: 'id', prefix: '/api/reservations/', value: reservationOfA },
  { param: 'id', prefix: '/api/cremations/', value: cremationOfR },
  // Crematorium R's ash records, their documents and destinations (each action gets the state it needs), places.
  { param: 'id', prefix: '/api/ash-records/', value: ashRecordOfR },
  { param: 'id', prefix: '/api/ash-destinations/:id/execute', value: () => ashDestinationOfR('approved') },
  { param: 'id', prefix: '/api/ash-destinations/:id/close', value: () => ashDestinationOfR('executed') },
  { param: 'id', prefix: '/api/ash-destinations/', value: () => ashDestinationOfR('requested') },
  { param: 'id', prefix: '/api/ash-places/', value: ashPlaceOfR },
  { param: 'id', prefix: '/api/templates/', value: templateOfA },
];
