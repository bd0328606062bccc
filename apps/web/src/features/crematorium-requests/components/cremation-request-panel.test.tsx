import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import {
  DIRECTOR_PERMISSIONS,
  directorUser,
  listPage,
  wireCrematoria,
  wireListItem,
  wireRequest,
  type Call,
} from '../lib/request-test-fixtures.ts';
import { CremationRequestPanel } from './cremation-request-panel.tsx';
import { DossierRequestLine } from './dossier-request-line.tsx';

let calls: Call[] = [];
let requests: unknown[] = [];

beforeEach(() => {
  calls = [];
  requests = [];
  session.setUser(directorUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (call.url.startsWith('/api/crematorium-requests?')) return json(200, listPage(requests));
      if (call.method === 'POST' && call.url === '/api/crematorium-requests/req1/submit') {
        requests = [wireListItem({ status: 'submitted' })];
        return json(200, { data: wireRequest() });
      }
      if (call.url === '/api/crematoria') return json(200, { data: wireCrematoria() });
      if (call.url === '/api/dossiers/d1/documents') return json(200, { data: [] });
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function renderPanel(
  { type = 'cremation', permissions = DIRECTOR_PERMISSIONS, readOnly = false } = {} as {
    type?: string;
    permissions?: string[];
    readOnly?: boolean;
  },
) {
  const dossier = { id: 'd1', type };
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <header>
              <DossierRequestLine dossier={dossier} />
            </header>
            <CremationRequestPanel
              dossier={dossier}
              section={{ date: '2027-03-12', time: '10:00' }}
              readOnly={readOnly}
            />
          </>
        ),
      },
    ],
    { path: '/', permissions },
  );
}

const panel = () => screen.getByTestId('cremation-request-panel');
const headerLine = () => screen.queryByTestId('dossier-cremation-request');

describe('CremationRequestPanel and the dossier header', () => {
  it('offers "Crematie aanvragen" without a running request, and names the previous one', async () => {
    requests = [wireListItem({ id: 'old', status: 'rejected' })];
    renderPanel();
    expect(await screen.findByText('Er loopt nog geen crematieaanvraag voor dit dossier.')).toBeTruthy();
    expect(panel().textContent).toContain('Vorige aanvraag bij Crematorium Het Rozenveld: afgewezen.');
    expect(headerLine()).toBeNull();
    expect(calls[0]?.url).toBe('/api/crematorium-requests?dossier_id=d1&page=1&per_page=50&sort=-updated');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Crematie aanvragen' }));
    await screen.findByRole('button', { name: 'Concept opslaan' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Crematie aanvragen' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Gewenste datum' }).textContent).toContain('12-03-2027');
  });

  it('starts nothing without the permission, in a closed dossier or for a burial', async () => {
    renderPanel({ permissions: ['crematorium_requests.view'] });
    expect(await screen.findByText('Er loopt nog geen crematieaanvraag voor dit dossier.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Crematie aanvragen' })).toBeNull();
    cleanup();

    renderPanel({ readOnly: true });
    expect(await screen.findByText('Er loopt nog geen crematieaanvraag voor dit dossier.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Crematie aanvragen' })).toBeNull();
    cleanup();

    calls = [];
    renderPanel({ type: 'burial' });
    expect(screen.queryByTestId('cremation-request-panel')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('submits a draft from the panel and then tells the header it is requested', async () => {
    requests = [wireListItem({ status: 'draft' })];
    renderPanel();
    const submit = await within(panel()).findByRole('button', { name: 'Indienen' });
    expect(within(panel()).getByText('Concept')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Aanvraag bekijken' }).getAttribute('href')).toBe(
      '/crematorium-requests/req1',
    );
    expect(headerLine()?.textContent).toContain('Crematieaanvraag in concept');

    fireEvent.click(submit);
    expect(
      await within(panel()).findByText('De aanvraag is ingediend bij Crematorium Het Rozenveld.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/crematorium-requests/req1/submit',
      body: {},
    });
    await waitFor(() =>
      expect(headerLine()?.textContent).toContain('Crematie aangevraagd bij Crematorium Het Rozenveld'),
    );
    expect(within(panel()).getByText('Ingediend')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Indienen' })).toBeNull();
  });

  it('shows a proposal waiting for an answer, and the confirmed moment once accepted', async () => {
    requests = [
      wireListItem({ status: 'proposed', needs_action: true, planned_at: '2027-03-12T13:00:00.000Z' }),
    ];
    renderPanel();
    expect(await within(panel()).findByText('Alternatief voorgesteld')).toBeTruthy();
    expect(within(panel()).getByText('Actie nodig')).toBeTruthy();
    expect(panel().textContent).toContain('Voorstel crematorium12 maart 2027 om 14:00');
    expect(panel().textContent).toContain('Gewenst12 maart 2027 om 10:00');
    expect(headerLine()?.textContent).toContain(
      'Voorstel crematorium: 12 maart 2027 om 14:00, Crematorium Het Rozenveld',
    );
    cleanup();

    requests = [
      wireListItem({ status: 'accepted', planned_at: '2027-03-12T09:00:00.000Z', cremation_id: 'cr1' }),
    ];
    renderPanel();
    expect(await within(panel()).findByText('Geaccepteerd')).toBeTruthy();
    expect(screen.getByTestId('request-confirmed-at').textContent).toBe('12 maart 2027 om 10:00');
    expect(headerLine()?.textContent).toContain(
      'Crematie bevestigd: 12 maart 2027 om 10:00, Crematorium Het Rozenveld',
    );
    expect(
      within(headerLine() as HTMLElement).getByRole('link', { name: 'Naar de crematieaanvraag' }),
    ).toBeTruthy();
  });
});
