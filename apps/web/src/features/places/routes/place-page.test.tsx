import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { ownerUser, wireBroadcast, wirePlace, wireReservation } from '../lib/place-test-fixtures.ts';
import { PlacePage } from './place-page.tsx';

interface Call {
  method: string;
  url: string;
}

const FEED = 'https://afscheid.test/api/calendar/Zm9vYmFyLXNlY3JldC10b2tlbi0x.ics';
const NEW_FEED = 'https://afscheid.test/api/calendar/bmlldXctc2VjcmV0LXRva2VuLTI.ics';

let calls: Call[] = [];
let place: Record<string, unknown>;
let deleteAnswer: Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
  calls = [];
  place = wirePlace();
  deleteAnswer = json(409, {
    message:
      'Deze plaats kan niet worden verwijderd: er staan nog 2 reserveringen op. Zet de plaats op inactief als je haar niet meer gebruikt.',
  });
  session.setUser(ownerUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url });
      if (method === 'DELETE') return deleteAnswer;
      if (url.startsWith('/api/reservations')) {
        return json(200, {
          data: [
            wireReservation(),
            wireReservation({
              id: 'r2',
              dossier: null,
              kind: 'condolence',
              title: 'Condoleance familie Bakker',
              status: 'option',
              starts_at: '2026-11-27T18:00:00.000Z',
              ends_at: '2026-11-27T19:00:00.000Z',
            }),
          ],
        });
      }
      if (url === '/api/places/p1/broadcasts') return json(200, { data: [wireBroadcast()] });
      if (url === '/api/places/p1/calendar-feed/regenerate') {
        return json(200, { data: { url: NEW_FEED, created_at: '2026-11-24T09:00:00.000Z' } });
      }
      if (url === '/api/places/p1/calendar-feed') {
        return json(200, { data: { url: FEED, created_at: '2026-11-01T09:00:00.000Z' } });
      }
      return json(200, { data: place });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function ListStub() {
  const location = useLocation();
  return <p>Plaatsenlijst: {(location.state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(permissions = ['places.*', 'planner.*', 'broadcasts.*']) {
  return renderRoutes(
    [
      { path: '/places/:id', element: <PlacePage /> },
      { path: '/organizations/:id/places', element: <ListStub /> },
    ],
    { path: '/places/p1', permissions, roles: ['owner'] },
  );
}

describe('PlacePage', () => {
  it('shows the details in Dutch with the colour by name', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aula' })).toBeTruthy();
    expect(screen.getByText('Lindelaan 4')).toBeTruthy();
    expect(screen.getByText('120 personen')).toBeTruthy();
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(screen.getByText('15 min')).toBeTruthy();
    expect(screen.getByText('Groen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bewerken' }).getAttribute('href')).toBe('/places/p1/edit');
    expect(screen.getByRole('link', { name: 'Terug naar de plaatsen' }).getAttribute('href')).toBe(
      '/organizations/o1/places',
    );
  });

  it('lists the coming six weeks of reservations with date, time, kind, dossier link and status', async () => {
    renderPage();
    const table = await screen.findByTestId('place-reservations');
    expect(
      calls.some((call) => call.url === '/api/reservations?from=2026-11-24&to=2027-01-05&place_id=p1'),
    ).toBe(true);
    expect(screen.getByText('Van vandaag tot en met 4 januari 2027.')).toBeTruthy();

    const ceremony = within(table).getByRole('row', { name: /Afscheid Jan de Vries/ });
    expect(within(ceremony).getByText('25 november 2026')).toBeTruthy();
    expect(within(ceremony).getByText('10:00–11:30')).toBeTruthy();
    expect(within(ceremony).getByText('Plechtigheid')).toBeTruthy();
    expect(within(ceremony).getByRole('link', { name: '2026-0042' }).getAttribute('href')).toBe(
      '/dossiers/d1',
    );
    expect(within(ceremony).getByText('Bevestigd')).toBeTruthy();
    expect(
      within(ceremony)
        .getByRole('link', { name: 'Uitzending plannen voor Afscheid Jan de Vries' })
        .getAttribute('href'),
    ).toBe('/places/p1/broadcast/create?reservation=r1');

    const condolence = within(table).getByRole('row', { name: /Condoleance familie Bakker/ });
    expect(within(condolence).getByText('27 november 2026')).toBeTruthy();
    expect(within(condolence).getByText('19:00–20:00')).toBeTruthy();
    expect(within(condolence).getByText('Optie')).toBeTruthy();
    expect(within(condolence).getByText('—')).toBeTruthy();
    expect(within(condolence).queryByRole('link')).toBeNull();
  });

  it("lists the place's broadcasts with status and links, and offers to plan one", async () => {
    renderPage();
    const list = await screen.findByTestId('place-broadcasts');
    expect(within(list).getByText('Gepland')).toBeTruthy();
    expect(within(list).getByText(/25 november 2026, 10:00–11:30/)).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Afscheid Jan de Vries bewerken' }).getAttribute('href'),
    ).toBe('/places/p1/broadcast/b1/edit');
    expect(
      within(list)
        .getByRole('link', { name: 'Openbare pagina van Afscheid Jan de Vries (opent in een nieuw tabblad)' })
        .getAttribute('href'),
    ).toBe('https://afscheid.test/uitzending/q8Zr4kT2mW9xYv1BnC5dEa');
    const section = screen.getByRole('region', { name: 'Uitzendingen' });
    expect(within(section).getByRole('link', { name: 'Uitzending plannen' }).getAttribute('href')).toBe(
      '/places/p1/broadcast/create',
    );
  });

  it('shows no broadcasts on a place without broadcasting', async () => {
    place = wirePlace({ broadcasting: false });
    renderPage();
    await screen.findByTestId('place-reservations');
    expect(screen.queryByRole('region', { name: 'Uitzendingen' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Uitzending plannen/ })).toBeNull();
    expect(calls.some((call) => call.url.includes('/broadcasts'))).toBe(false);
  });

  it("shows the place's calendar feed with a copy button, and makes a new link after a confirmation", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    const url = (await screen.findByLabelText('Adres van de agenda')) as HTMLInputElement;
    expect(url.value).toBe(FEED);
    expect(url.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Adres van de agenda kopiëren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FEED));
    expect(await screen.findByText('Adres van de agenda is gekopieerd.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe link maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe link maken' });
    expect(within(dialog).getByText(/De huidige link werkt daarna niet meer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(
      await screen.findByText('Er is een nieuwe link gemaakt. De oude link werkt niet meer.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Adres van de agenda') as HTMLInputElement).value).toBe(NEW_FEED);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/places/p1/calendar-feed/regenerate',
    ]);
  });

  it("shows the server's 409 when reservations are on the place, and deletes otherwise", async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Aula' });
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plaats verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(dialog).findByText(/er staan nog 2 reserveringen op/)).toBeTruthy();

    deleteAnswer = new Response(null, { status: 204 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Plaatsenlijst: Plaats Aula is verwijderd.')).toBeTruthy();
  });

  it('reads only for a viewer: no edit, delete, plan or new-link buttons', async () => {
    renderPage(['places.view', 'planner.view', 'broadcasts.view']);
    await screen.findByTestId('place-broadcasts');
    await screen.findByLabelText('Adres van de agenda');
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Uitzending plannen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nieuwe link maken' })).toBeNull();
  });
});
