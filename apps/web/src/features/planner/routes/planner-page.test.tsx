import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import {
  installPointerEvent,
  overlapAnswer,
  placesPage,
  plannerUser,
  wireReservation,
  type Call,
} from '../lib/planner-test-fixtures.ts';
import { PlannerPage } from './planner-page.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response | undefined = () => undefined;
/** The fake server's reservation: a PUT changes it. */
let stored: Record<string, unknown> = wireReservation();

beforeAll(installPointerEvent);
// The page loads its dialogs on their first opening; their modules are loaded here once, so a test's time is the
// page's and not the first transform of the dialogs' code.
beforeAll(async () => {
  await Promise.all([
    import('../components/reservation-dialog.tsx'),
    import('../components/generate-dialog.tsx'),
    import('../components/feed-dialog.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  stored = wireReservation();
  session.setUser(plannerUser);
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
      if (call.url.startsWith('/api/places')) return json(200, placesPage());
      if (call.method === 'GET' && call.url.startsWith('/api/reservations?')) {
        return json(200, { data: [stored] });
      }
      if (call.method === 'GET' && call.url.startsWith('/api/reservations/')) {
        const id = call.url.split('/').pop();
        return json(200, {
          data: wireReservation({ id, title: id === 'r9' ? 'Condoleance Bakker' : 'Afscheid J. de Vries' }),
        });
      }
      if (call.method === 'PUT') {
        const { place_id: placeId, ...changes } = call.body as Record<string, unknown>;
        stored = { ...stored, ...changes, version: Number(stored['version']) + 1 };
        if (placeId === 'koffie')
          stored['place'] = {
            id: 'koffie',
            name: 'Koffiekamer',
            kind: 'coffee_room',
            location_name: null,
            color: '#1f5f8b',
          };
        return json(200, { data: stored });
      }
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

const ALL = ['planner.view', 'planner.create', 'planner.update', 'planner.delete'];

function renderPage(path = '/planner?view=day&date=2026-11-24', permissions = ALL) {
  return renderRoutes([{ path: '/planner', element: <PlannerPage /> }], { path, permissions }).router;
}

const NAME = 'Plechtigheid: Afscheid J. de Vries, Aula, 10:00 tot 11:30, bevestigd, dossier 2026-0042';
const block = (name: string | RegExp = NAME) =>
  within(screen.getByTestId(/day-grid|week-grid/)).getByRole('button', { name });
const puts = () => calls.filter((call) => call.method === 'PUT');
const reservationLists = () =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/reservations?'));

describe('PlannerPage', () => {
  it('shows the day with the places as columns, the blocks named in full and the same reservations as a list', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dinsdag 24 november 2026' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
    expect(reservationLists()[0]?.url).toBe('/api/reservations?from=2026-11-24&to=2026-11-25');
    expect(screen.getByTestId('day-column-aula')).toBeTruthy();
    expect(screen.getByTestId('day-column-koffie')).toBeTruthy();
    // 24 hour labels on an ordinary day.
    expect(screen.getAllByTestId('hour-label')).toHaveLength(24);
    const list = screen.getByRole('region', { name: 'Reserveringen als lijst' });
    const day = within(list).getByTestId('list-2026-11-24');
    expect(day.textContent).toContain('10:00–11:30');
    expect(day.textContent).toContain('Afscheid J. de Vries');
    expect(day.textContent).toContain('Aula');
    expect(day.textContent).toContain('Plechtigheid');
    expect(day.textContent).toContain('Bevestigd');
    expect(day.textContent).toContain('2026-0042');
    expect(within(day).getByRole('button', { name: 'Afscheid J. de Vries openen' })).toBeTruthy();
  });

  it('shows the 25 hours of 25 October 2026, with 02:00 twice', async () => {
    renderPage('/planner?view=day&date=2026-10-25');
    await screen.findByRole('heading', { name: 'Zondag 25 oktober 2026' });
    await screen.findByTestId('day-column-aula');
    const labels = screen.getAllByTestId('hour-label').map((label) => label.textContent);
    expect(labels).toHaveLength(25);
    expect(labels.filter((label) => label === '02:00')).toHaveLength(2);
  });

  it('keeps view, date and filters in the URL and loads the week', async () => {
    const router = renderPage();
    await screen.findByRole('button', { name: NAME });
    fireEvent.click(screen.getByRole('button', { name: 'Volgende dag' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-11-25'));
    expect(await screen.findByRole('heading', { name: 'Woensdag 25 november 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-11-25'));
    expect(await screen.findByRole('heading', { name: 'Week 48: 23 – 29 november 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(reservationLists().at(-1)?.url).toBe('/api/reservations?from=2026-11-23&to=2026-11-30'),
    );
    expect(await screen.findByTestId('week-cell-aula-2026-11-24')).toBeTruthy();
    expect(
      within(screen.getByTestId('week-cell-aula-2026-11-24')).getByRole('button', { name: NAME }),
    ).toBeTruthy();

    // Only the koffiekamer.
    fireEvent.click(screen.getByLabelText(/^Aula/));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=week&date=2026-11-25&places=koffie'),
    );
    await waitFor(() =>
      expect(reservationLists().at(-1)?.url).toBe(
        '/api/reservations?from=2026-11-23&to=2026-11-30&place_id=koffie',
      ),
    );
  });

  it('moves a focused block with the keyboard, announces it and saves it after a pause', async () => {
    renderPage();
    const target = await screen.findByRole('button', { name: NAME });
    act(() => target.focus());
    fireEvent.keyDown(target, { key: 'ArrowDown' });
    fireEvent.keyDown(block(/10:15 tot 11:45/), { key: 'ArrowDown', shiftKey: true });
    expect(screen.getByTestId('planner-announcement').textContent).toBe(
      'Afscheid J. de Vries: 10:15 tot 12:00, Aula.',
    );
    // Moved at once, saved once the keys rest: one request with both presses.
    expect(block(/10:15 tot 12:00/)).toBeTruthy();
    expect(puts()).toEqual([]);
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 2000 });
    expect(puts()[0]).toEqual({
      method: 'PUT',
      url: '/api/reservations/r1',
      body: { version: 3, starts_at: '2026-11-24T09:15:00.000Z', ends_at: '2026-11-24T11:00:00.000Z' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('planner-announcement').textContent).toMatch(/^Opgeslagen: /),
    );

    // Arrow right: the next place, with the version the server returned; focus stays on the block.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    await waitFor(() => expect(puts()).toHaveLength(2), { timeout: 2000 });
    expect(puts()[1]?.body).toEqual({
      version: 4,
      starts_at: '2026-11-24T09:15:00.000Z',
      ends_at: '2026-11-24T11:00:00.000Z',
      place_id: 'koffie',
    });
    expect((document.activeElement as HTMLElement).dataset['reservationId']).toBe('r1');
  });

  it('puts a refused drag back and names the reservation in the way, with a button to open it', async () => {
    answer = (call) => (call.method === 'PUT' ? json(409, overlapAnswer) : undefined);
    renderPage();
    const target = await screen.findByRole('button', { name: NAME });
    // One hour down (48 px = 60 minutes).
    fireEvent.pointerDown(target, { clientX: 10, clientY: 100, pointerId: 1, button: 0 });
    fireEvent.pointerMove(target, { clientX: 10, clientY: 130, pointerId: 1 });
    expect(screen.getByTestId('drag-ghost').textContent).toBe('10:45–12:15');
    fireEvent.pointerMove(target, { clientX: 10, clientY: 148, pointerId: 1 });
    fireEvent.pointerUp(target, { clientX: 10, clientY: 148, pointerId: 1 });
    // Drawn at the new time before the server answers.
    expect(block(/11:00 tot 12:30/)).toBeTruthy();

    const alert = await screen.findByRole('alert');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/reservations/r1',
        body: { version: 3, starts_at: '2026-11-24T10:00:00.000Z', ends_at: '2026-11-24T11:30:00.000Z' },
      },
    ]);
    expect(alert.textContent).toContain('De reservering is teruggezet');
    expect(alert.textContent).toContain('Deze plaats is dan al bezet door ‘Condoleance Bakker’');
    expect(alert.textContent).toContain(
      'In de weg: ‘Condoleance Bakker’, 24 november 2026 12:00–13:00, dossier 2026-0051.',
    );
    // Back where it was.
    expect(block()).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: '‘Condoleance Bakker’ openen' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/reservations/r9')).toBe(true));
    expect(await screen.findByDisplayValue('Condoleance Bakker')).toBeTruthy();
  });

  it('opens the dialog prefilled with the place and the hour clicked in an empty column', async () => {
    renderPage();
    await screen.findByRole('button', { name: NAME });
    const column = screen.getByTestId('day-column-koffie');
    // 14:00 is 840 minutes down: 672 px.
    fireEvent.pointerDown(column, { clientX: 300, clientY: 680, pointerId: 2, button: 0 });
    fireEvent.pointerUp(column, { clientX: 300, clientY: 680, pointerId: 2 });
    expect(await screen.findByRole('heading', { name: 'Reservering toevoegen' })).toBeTruthy();
    const koffie = (await screen.findByRole('option', { name: 'Koffiekamer' })) as HTMLOptionElement;
    expect(koffie.selected).toBe(true);
    expect(screen.getByRole('group', { name: 'Begintijd' }).textContent).toContain('14:00');
    expect(screen.getByRole('group', { name: 'Eindtijd' }).textContent).toContain('15:00');
  });

  it('moves a block to the next day in the week view with the keyboard, same time', async () => {
    renderPage('/planner?view=week&date=2026-11-24');
    const target = await screen.findByRole('button', { name: NAME });
    act(() => target.focus());
    fireEvent.keyDown(target, { key: 'ArrowRight' });
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 2000 });
    expect(puts()[0]?.body).toEqual({
      version: 3,
      starts_at: '2026-11-25T09:00:00.000Z',
      ends_at: '2026-11-25T10:30:00.000Z',
    });
  });

  it('offers no moving or adding to a user who may only look', async () => {
    renderPage('/planner?view=day&date=2026-11-24', ['planner.view']);
    const target = await screen.findByRole('button', { name: NAME });
    act(() => target.focus());
    fireEvent.keyDown(target, { key: 'ArrowDown' });
    expect(screen.queryByRole('button', { name: 'Reservering toevoegen' })).toBeNull();
    expect(block()).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(puts()).toEqual([]);
  });
});
