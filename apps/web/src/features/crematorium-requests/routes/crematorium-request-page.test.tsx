import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouteError } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import {
  CREMATORIUM_PERMISSIONS,
  crematoriumUser,
  DIRECTOR_PERMISSIONS,
  directorUser,
  overlapAnswer,
  wireCrematoria,
  wireDocuments,
  wireOwnPlace,
  wireRequest,
  wireSnapshot,
  type Call,
} from '../lib/request-test-fixtures.ts';
import { CrematoriumRequestPage } from './crematorium-request-page.tsx';

let calls: Call[] = [];
let stored: Record<string, unknown> = wireRequest();
let answer: (call: Call) => Response | undefined = () => undefined;

const revisions = () => [
  {
    revision: 2,
    snapshot: wireSnapshot({ guests: 100 }),
    changes: [{ field: 'wishes.guests', label: 'Verwacht aantal gasten', from: 80, to: 100 }],
    created_by: { id: 'u1', name: 'Ursula Verzorger' },
    created_at: '2027-03-09T08:00:00.000Z',
  },
  {
    revision: 1,
    snapshot: wireSnapshot(),
    changes: [],
    created_by: { id: 'u1', name: 'Ursula Verzorger' },
    created_at: '2027-03-08T11:00:00.000Z',
  },
];

// The page loads its dialogs on their first opening; their modules are loaded here once, so a test's time is the
// page's and not the first transform of the dialogs' code.
beforeAll(async () => {
  await Promise.all([import('../components/request-dialog.tsx'), import('../components/action-dialogs.tsx')]);
}, 60_000);

beforeEach(() => {
  calls = [];
  stored = wireRequest();
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.method === 'GET' && call.url === '/api/crematorium-requests/req1')
        return json(200, { data: stored });
      if (call.url === '/api/crematorium-requests/req1/revisions') return json(200, { data: revisions() });
      if (call.url === '/api/crematoria') return json(200, { data: wireCrematoria() });
      if (call.url === '/api/dossiers/d1/documents') return json(200, { data: wireDocuments() });
      if (call.url.startsWith('/api/places')) {
        return json(200, {
          data: [
            wireOwnPlace('aula-n', 'Grote aula', 'aula', { location_name: 'Rozenveld Noord' }),
            wireOwnPlace('koffie-n', 'Koffiekamer Noord', 'coffee_room'),
            wireOwnPlace('oven1', 'Oven 1', 'cremation_oven'),
            wireOwnPlace('oven2', 'Oven 2', 'cremation_oven', { active: false }),
            wireOwnPlace('opbaar', 'Opbaarkamer', 'viewing_room'),
          ],
          meta: { current_page: 1, per_page: 100, total: 5, last_page: 1 },
        });
      }
      return json(404, { message: 'Deze crematieaanvraag bestaat niet (meer).' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function RouteError() {
  const error = useRouteError() as { status?: number; message?: string };
  return <p role="alert">{`Foutcode ${error.status ?? 0}: ${error.message ?? ''}`}</p>;
}

function render(side: 'requester' | 'provider' = 'requester', path = '/crematorium-requests/req1') {
  session.setUser(side === 'requester' ? directorUser : crematoriumUser);
  return renderRoutes(
    [
      {
        path: '/crematorium-requests/:id',
        element: <CrematoriumRequestPage />,
        errorElement: <RouteError />,
      },
      { path: '/dossiers/:id/cremation', element: <p>Crematie van het dossier</p> },
      { path: '/crematorium-requests', element: <p>De lijst</p> },
    ],
    { path, permissions: side === 'requester' ? DIRECTOR_PERMISSIONS : CREMATORIUM_PERMISSIONS },
  );
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Acties' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const posts = () => calls.filter((call) => call.method !== 'GET');
const asProvider = (extra: Record<string, unknown> = {}) =>
  wireRequest({
    side: 'provider',
    dossier: null,
    needs_action: true,
    wishes: { ...wireRequest().wishes, document_ids: [] },
    ...extra,
  });

describe('CrematoriumRequestPage for the funeral company', () => {
  it('shows the request, its moments, the shared fields, the copies, the versions and the timeline', async () => {
    stored = wireRequest({ revision: 2 });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' })).toBeTruthy();
    expect(screen.getByText('Ingediend')).toBeTruthy();
    expect(screen.getByText('Crematorium: Crematorium Het Rozenveld')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dossier 2027-0042' }).getAttribute('href')).toBe(
      '/dossiers/d1/cremation',
    );
    expect(screen.getByTestId('request-wished-at').textContent).toContain('12 maart 2027 om 10:00');
    expect(screen.getByText('13 maart 2027 om 14:30')).toBeTruthy();

    const snapshot = screen.getByRole('region', { name: 'Gegevens voor het crematorium' });
    expect(snapshot.textContent).toContain('Versie 2, zoals het crematorium haar ziet.');
    expect(within(snapshot).getByRole('heading', { name: 'Overledene' })).toBeTruthy();
    expect(snapshot.textContent).toContain('Johanna Maria');

    const attachments = screen.getByRole('region', { name: 'Bijgevoegde documenten' });
    expect(
      within(attachments)
        .getByRole('link', { name: 'verlof-tot-cremeren.pdf downloaden' })
        .getAttribute('href'),
    ).toBe('/api/crematorium-requests/req1/attachments/att1');
    expect(attachments.textContent).toContain('Verlof tot begraven of cremeren');

    const versions = await screen.findByRole('region', { name: 'Versies' });
    await within(versions).findByText('Versie 2');
    expect(versions.textContent).toContain('Verwacht aantal gasten:');
    expect(within(versions).getByText('Eerste versie, verstuurd bij het indienen.')).toBeTruthy();
    expect(within(versions).getByText('Versie 1 bekijken')).toBeTruthy();
    expect(within(versions).queryByText('Versie 2 bekijken')).toBeNull();

    const timeline = screen.getByRole('region', { name: 'Verloop' });
    expect(timeline.textContent).toContain('Aanvraag ingediend');
    expect(timeline.textContent).toContain('Uitvaartzorg De Linde, Ursula Verzorger');

    expect(actionNames()).toEqual(['Gewijzigde gegevens versturen', 'Annuleren']);
  });

  it('accepts a proposal at once and shows the confirmed moment', async () => {
    stored = wireRequest({
      status: 'proposed',
      needs_action: true,
      proposed_at: '2027-03-12T13:00:00.000Z',
      proposal_note: 'De ochtend is vol.',
    });
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/crematorium-requests/req1/accept-proposal'
        ? json(200, {
            data: wireRequest({
              status: 'accepted',
              confirmed_at: '2027-03-12T13:00:00.000Z',
              version: 5,
              cremation_id: 'cr1',
              cremation: {
                id: 'cr1',
                number: '2027-0007',
                status: 'planned',
                approved_at: null,
                performed_at: null,
                ash_registration_number: null,
              },
              reservations: [
                {
                  id: 'r1',
                  place: { id: 'aula-n', name: 'Grote aula', kind: 'aula' },
                  starts_at: '2027-03-12T13:00:00.000Z',
                  ends_at: '2027-03-12T13:45:00.000Z',
                  status: 'confirmed',
                },
              ],
            }),
          })
        : undefined;
    render();
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    expect(screen.getByText('Actie nodig')).toBeTruthy();
    expect(screen.getByTestId('request-proposed-at').textContent).toContain('12 maart 2027 om 14:00');
    expect(screen.getByText('De ochtend is vol.')).toBeTruthy();
    expect(actionNames()).toEqual([
      'Voorstel accepteren',
      'Voorstel afwijzen',
      'Gewijzigde gegevens versturen',
      'Annuleren',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Voorstel accepteren' }));
    expect(await screen.findByText('Het voorstel is geaccepteerd; de crematie is bevestigd.')).toBeTruthy();
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/crematorium-requests/req1/accept-proposal', body: { version: 3 } },
    ]);
    expect(screen.getByTestId('request-confirmed-at').textContent).toContain('12 maart 2027 om 14:00');
    const booked = screen.getByRole('region', { name: 'Geboekte plaatsen' });
    expect(booked.textContent).toContain('Grote aula');
    expect(booked.textContent).toContain('12 maart 2027, 14:00 – 14:45');
    expect(screen.getByRole('region', { name: 'Crematie' }).textContent).toContain('2027-0007');
    // The funeral company does not open the crematorium's record.
    expect(screen.queryByRole('link', { name: /Crematie 2027-0007 openen/ })).toBeNull();
  });

  it('shows a draft’s wishes by name, submits it, and deletes a draft after a confirmation', async () => {
    stored = wireRequest({
      status: 'draft',
      snapshot: null,
      revision: 0,
      attachments: [],
      submitted_at: null,
    });
    const { router } = render();
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    expect(actionNames()).toEqual(['Indienen', 'Bewerken', 'Verwijderen']);
    const wishes = screen.getByRole('region', { name: 'Wensen in dit concept' });
    await waitFor(() => expect(wishes.textContent).toContain('Grote aula'));
    await waitFor(() => expect(wishes.textContent).toContain('verlof-tot-cremeren.pdf'));
    expect(wishes.textContent).toContain('Standaard houten kist');
    expect(screen.queryByRole('region', { name: 'Versies' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/revisions'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain(
      'Weet je zeker dat je dit concept van de crematieaanvraag wilt verwijderen?',
    );
    answer = (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dossiers/d1/cremation'));
    expect(posts()).toEqual([{ method: 'DELETE', url: '/api/crematorium-requests/req1', body: null }]);
  });

  it('needs a reason to cancel', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(200, {
            data: wireRequest({
              status: 'cancelled',
              reason: 'Familie kiest een ander crematorium.',
              cancelled_by: 'requester',
            }),
          })
        : undefined;
    render();
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanvraag annuleren' }));
    expect(await within(dialog).findByText('Vul een reden in.')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reden/), {
      target: { value: 'Familie kiest een ander crematorium.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanvraag annuleren' }));
    expect(await screen.findByText('De aanvraag is geannuleerd.')).toBeTruthy();
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/api/crematorium-requests/req1/cancel',
      body: { version: 3, reason: 'Familie kiest een ander crematorium.' },
    });
    expect(screen.getByText('Reden van annulering')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Acties' })).toBeNull();
  });

  it('shows a request the organisation is no party to as the usual not-found page', async () => {
    // React Router reports the thrown error on the console; the page itself is what counts here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('requester', '/crematorium-requests/elders');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Foutcode 404: Deze crematieaanvraag bestaat niet (meer).',
    );
    logged.mockRestore();
  });
});

describe('CrematoriumRequestPage for the crematorium', () => {
  it('accepts with a moment and places; an overlap keeps the dialog open with the server’s message', async () => {
    stored = asProvider();
    render('provider');
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    expect(screen.getByText('Uitvaartonderneming: Uitvaartzorg De Linde')).toBeTruthy();
    expect(actionNames()).toEqual(['Accepteren', 'Afwijzen', 'Ander tijdstip voorstellen', 'Annuleren']);

    fireEvent.click(screen.getByRole('button', { name: 'Accepteren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aanvraag accepteren' });
    expect(within(dialog).getByRole('group', { name: 'Datum' }).textContent).toContain('12-03-2027');
    expect(within(dialog).getByRole('group', { name: 'Tijd' }).textContent).toContain('10:00');
    expect(dialog.textContent).toContain('Leeg laten = automatisch');
    const ovens = await within(dialog).findByRole('group', { name: 'Crematieoven' });
    expect(within(ovens).getAllByRole('checkbox')).toHaveLength(1); // the inactive oven is left out
    expect(within(dialog).getByRole('group', { name: 'Aula' }).textContent).toContain(
      'Grote aula (Rozenveld Noord)',
    );
    expect(within(dialog).queryByText('Opbaarkamer')).toBeNull();
    fireEvent.click(within(ovens).getByLabelText('Oven 1'));

    answer = (call) => (call.method === 'POST' ? json(409, overlapAnswer) : undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepteren' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Deze plaats is dan al bezet.');
    expect(alert.textContent).toContain('Grote aula is op dat moment al bezet door ‘Afscheid Bakker’');
    expect(screen.getByRole('dialog', { name: 'Aanvraag accepteren' })).toBe(dialog);
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/api/crematorium-requests/req1/accept',
      body: { version: 3, starts_at: '2027-03-12T09:00:00.000Z', place_ids: ['oven1'] },
    });

    answer = (call) =>
      call.method === 'POST'
        ? json(200, {
            data: asProvider({
              status: 'accepted',
              needs_action: false,
              confirmed_at: '2027-03-12T11:00:00.000Z',
              version: 4,
              cremation_id: 'cr1',
              cremation: {
                id: 'cr1',
                number: '2027-0007',
                status: 'planned',
                approved_at: null,
                performed_at: null,
                ash_registration_number: null,
              },
            }),
          })
        : undefined;
    typeIntoDateField(within(dialog).getByRole('group', { name: 'Tijd' }), '1200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepteren' }));
    expect(await screen.findByText('De aanvraag is geaccepteerd en ingepland.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()[1]?.body).toEqual({
      version: 3,
      starts_at: '2027-03-12T11:00:00.000Z',
      place_ids: ['oven1'],
    });
    expect(screen.getByRole('link', { name: 'Crematie 2027-0007 openen' }).getAttribute('href')).toBe(
      '/cremations/cr1',
    );
    expect(actionNames()).toEqual(['Annuleren']);
  });

  it('proposes another moment as an instant with a note', async () => {
    stored = asProvider();
    answer = (call) =>
      call.method === 'POST'
        ? json(200, {
            data: asProvider({
              status: 'proposed',
              needs_action: false,
              proposed_at: '2027-03-13T13:30:00.000Z',
              version: 4,
            }),
          })
        : undefined;
    render('provider');
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    fireEvent.click(screen.getByRole('button', { name: 'Ander tijdstip voorstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ander tijdstip voorstellen' });
    // The alternative moment of the request to start with.
    expect(within(dialog).getByRole('group', { name: 'Datum' }).textContent).toContain('13-03-2027');
    fireEvent.change(within(dialog).getByLabelText(/^Toelichting/), {
      target: { value: 'Alleen de middag is vrij.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voorstel versturen' }));
    expect(await screen.findByText('Het voorstel is verstuurd.')).toBeTruthy();
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/api/crematorium-requests/req1/propose',
      body: { version: 3, proposed_at: '2027-03-13T13:30:00.000Z', note: 'Alleen de middag is vrij.' },
    });
    expect(actionNames()).toEqual(['Annuleren']);
  });

  it('reloads the request when someone else acted first', async () => {
    stored = asProvider();
    answer = (call) =>
      call.method === 'POST'
        ? json(409, {
            message: 'Dit kan niet bij een aanvraag met de status "Geannuleerd".',
            data: {
              current: asProvider({
                status: 'cancelled',
                needs_action: false,
                reason: 'Familie kiest een ander crematorium.',
                cancelled_by: 'requester',
                version: 4,
              }),
            },
          })
        : undefined;
    render('provider');
    await screen.findByRole('heading', { level: 1, name: 'Johanna de Vries' });
    fireEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aanvraag afwijzen' });
    fireEvent.change(within(dialog).getByLabelText(/^Reden/), { target: { value: 'Geen plaats.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    const notice = await screen.findByText(/Dit kan niet bij een aanvraag met de status "Geannuleerd"\./);
    expect(notice.textContent).toContain('De aanvraag is opnieuw geladen');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Geannuleerd')).toBeTruthy();
    expect(screen.getByText('Familie kiest een ander crematorium.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Acties' })).toBeNull();
  });
});
