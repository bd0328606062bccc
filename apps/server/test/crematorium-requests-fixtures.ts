/**
 * The two sides of crematorium requests for the request tests: De Linde (the demo funeral company) and a
 * crematorium of its own with an aula, a coffee room and two ovens (no preparation or clean-up time, so the
 * tests read the bookings' times plainly), a cremation dossier with its shared sections filled in and two
 * documents, and helpers to make and move requests through the API.
 */
import { amsterdamInstant } from '@afscheid/shared';
import type { TestClient, TestContext } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginIn,
  saveSectionViaApi,
  userByEmail,
} from './factories.ts';
import { minimalPdf } from './dossier-fixtures.ts';

/** `YYYY-MM-DD` and `HH:mm` in Amsterdam as an instant (ISO UTC). */
export const at = (date: string, time: string) => amsterdamInstant(date, time)!;

export type RequestWorld = Awaited<ReturnType<typeof requestWorld>>;

/** De Linde's clients, the crematorium De Stilte with its people and places. */
export async function requestWorld(ctx: TestContext) {
  const funeral = await lindeClients(ctx);
  const crematorium = await createOrganization(ctx, 'Crematorium De Stilte', 'crematorium');
  const people = {
    owner: await createUser(ctx, 'eigenaar@destilte.test', 'Coby Stilte'),
    staff: await createUser(ctx, 'medewerker@destilte.test', 'Sam Stilte'),
    viewer: await createUser(ctx, 'lezer@destilte.test', 'Lex Stilte'),
  };
  await addMember(ctx, crematorium.id, people.owner.id, 'owner');
  await addMember(ctx, crematorium.id, people.staff.id, 'crematorium_staff');
  await addMember(ctx, crematorium.id, people.viewer.id, 'viewer');
  const crematoriumOwner = await loginIn(ctx, people.owner.email, crematorium.id);
  const staff = await loginIn(ctx, people.staff.email, crematorium.id);
  const crematoriumViewer = await loginIn(ctx, people.viewer.email, crematorium.id);

  const place = async (name: string, kind: string) => {
    const res = await crematoriumOwner.post('/api/places', {
      name,
      kind,
      location_name: 'Crematorium De Stilte',
      city: 'Zeist',
      preparation_minutes: 0,
      cleanup_minutes: 0,
    });
    if (res.statusCode !== 201) throw new Error(`creating ${name} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  };
  const places = {
    aula: await place('Aula De Stilte', 'aula'),
    coffee: await place('Koffiekamer De Stilte', 'coffee_room'),
    oven1: await place('Oven 1', 'cremation_oven'),
    oven2: await place('Oven 2', 'cremation_oven'),
  };
  return {
    ctx,
    ...funeral,
    directorUser: await userByEmail(ctx, 'uitvaartverzorger@afscheid.test'),
    crematorium,
    people,
    crematoriumOwner,
    staff,
    crematoriumViewer,
    places,
  };
}

let sequence = 0;

/**
 * A cremation dossier of De Linde made by `client`, with the deceased, the permit and the client filled in and
 * two documents uploaded (the verlof tot cremeren and the signed request form).
 */
export async function requestDossier(client: TestClient, lastName = `Jansen${++sequence}`) {
  const dossier = await createDossierViaApi(client, {
    deceased_first_names: 'Hendrik Jan',
    deceased_name_prefix: null,
    deceased_last_name: lastName,
    died_at: at('2026-11-20', '09:30'),
  });
  const save = async (key: string, data: Record<string, unknown>) => {
    const res = await saveSectionViaApi(client, dossier.id, key, data);
    if (res.statusCode !== 200) throw new Error(`saving ${key} failed: ${res.statusCode} ${res.body}`);
  };
  await save('deceased', {
    person: {
      first_names: 'Hendrik Jan',
      last_name: lastName,
      initials: 'H.J.',
      gender: 'male',
      birth_date: '1938-04-12',
      birth_place: 'Amersfoort',
      bsn: '111222333',
    },
    died_on: '2026-11-20',
    died_at_time: '09:30',
    death_municipality: 'Utrecht',
    unnatural_death: false,
  });
  await save('cremation', {
    permit: { received: true, number: 'VC-2026-118', municipality: 'Utrecht', issued_on: '2026-11-21' },
  });
  await save('client', {
    person: {
      first_names: 'Marieke',
      last_name: lastName,
      address: {
        street: 'Kerkstraat',
        house_number: '12',
        house_number_addition: 'b',
        postcode: '3511 AB',
        city: 'Utrecht',
      },
      phone: '06 12345678',
      email: 'marieke@example.test',
    },
    relation: 'Dochter',
  });
  const upload = async (name: string, documentType: string) => {
    const res = await client.upload(
      `/api/dossiers/${dossier.id}/documents?document_type=${documentType}`,
      'file',
      { name, type: 'application/pdf', content: minimalPdf(name) },
    );
    if (res.statusCode !== 201) throw new Error(`uploading ${name} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  };
  const documents = {
    permit: await upload('verlof-tot-cremeren.pdf', 'permit'),
    requestForm: await upload('aanvraagformulier.pdf', 'request_form'),
    other: await upload('notitie-familie.pdf', 'other'),
  };
  return { dossier, documents, lastName, deceasedName: `Hendrik Jan ${lastName}` };
}

type Json = Record<string, unknown>;

/** A draft (201 expected), by default with a ceremony in the aula and the coffee room, and the permit attached. */
export async function draftRequest(
  client: TestClient,
  world: RequestWorld,
  dossier: { dossier: { id: string }; documents: { permit: string; requestForm: string } },
  body: Json = {},
): Promise<Json & { id: string; version: number; status: string }> {
  const res = await client.post('/api/crematorium-requests', {
    dossier_id: dossier.dossier.id,
    crematorium_id: world.crematorium.id,
    wished_at: at('2026-11-25', '10:00'),
    ceremony: true,
    ceremony_place_id: world.places.aula,
    ceremony_minutes: 60,
    coffee_room: true,
    coffee_place_id: world.places.coffee,
    coffee_minutes: 60,
    guests: 80,
    coffin_kind: 'standard',
    coffin_length_cm: 195,
    coffin_width_cm: 60,
    implants: 'none',
    relatives_attend: true,
    relatives_count: 4,
    remarks: 'Graag muziek van de familie.',
    document_ids: [dossier.documents.permit, dossier.documents.requestForm],
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`creating a request failed: ${res.statusCode} ${res.body}`);
  // The next step happens a moment later, so the timeline has an order.
  world.ctx.clock.advance(1);
  return res.json().data;
}

/** A draft that is submitted (200 expected). */
export async function submittedRequest(
  client: TestClient,
  world: RequestWorld,
  dossier: Parameters<typeof draftRequest>[2],
  body: Json = {},
) {
  const draft = await draftRequest(client, world, dossier, body);
  const res = await client.post(`/api/crematorium-requests/${draft.id}/submit`, {});
  if (res.statusCode !== 200) throw new Error(`submitting failed: ${res.statusCode} ${res.body}`);
  world.ctx.clock.advance(1);
  return res.json().data as Json & { id: string; version: number; status: string };
}
