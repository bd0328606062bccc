import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import type { ReservationPrefill } from '../lib/reservation-form.ts';
import {
  overlapAnswer,
  placesPage,
  plannerUser,
  wireReservation,
  type Call,
} from '../lib/planner-test-fixtures.ts';
import { ReservationDialog, type ReservationDialogProps } from './reservation-dialog.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response | undefined = () => undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  session.setUser(plannerUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.url.startsWith('/api/places')) return json(200, placesPage());
      if (call.url.startsWith('/api/dossiers')) {
        return json(200, {
          data: [{ id: 'd7', number: '2026-0077', deceased_name: 'Maria Bakker' }],
          meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
        });
      }
      if (call.method === 'POST' && call.url === '/api/reservations') {
        return json(201, { data: wireReservation({ id: 'r2', ...(call.body as object) }) });
      }
      if (call.method === 'PUT' && call.url === '/api/reservations/r1') {
        return json(200, { data: wireReservation({ ...(call.body as object), version: 4 }) });
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

const ALL = ['planner.view', 'planner.create', 'planner.update', 'planner.delete', 'dossiers.view'];

function renderDialog(props: Partial<ReservationDialogProps> = {}, permissions = ALL) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onOpenReservation = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ReservationDialog
            open
            onClose={onClose}
            onSaved={onSaved}
            onOpenReservation={onOpenReservation}
            {...props}
          />
        ),
      },
    ],
    { path: '/', permissions },
  );
  return { onClose, onSaved, onOpenReservation };
}

const dialog = () => screen.getByRole('dialog');
const posts = () => calls.filter((call) => call.method !== 'GET');

describe('ReservationDialog', () => {
  const prefill: ReservationPrefill = {
    placeId: 'aula',
    date: '2026-11-24',
    start: '10:00',
    end: '11:30',
    kind: 'ceremony',
    title: 'Afscheid J. de Vries',
    dossier: { id: 'd1', number: '2026-0042', deceasedName: 'Jan de Vries' },
  };

  it('opens prefilled and sends the Amsterdam times as instants', async () => {
    const { onSaved, onClose } = renderDialog({ prefill });
    expect(await screen.findByRole('heading', { name: 'Reservering toevoegen' })).toBeTruthy();
    const place = await screen.findByRole('option', { name: 'Aula' });
    expect((place as HTMLOptionElement).selected).toBe(true);
    expect((screen.getByLabelText(/^Soort reservering/) as HTMLSelectElement).value).toBe('ceremony');
    expect((screen.getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Afscheid J. de Vries');
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('24-11-2026');
    expect(screen.getByRole('group', { name: 'Begintijd' }).textContent).toContain('10:00');
    expect(screen.getByRole('group', { name: 'Eindtijd' }).textContent).toContain('11:30');
    expect((screen.getByRole('combobox', { name: /Dossier/ }) as HTMLInputElement).value).toBe('2026-0042 · Jan de Vries');

    // Half an hour later, as an option.
    typeIntoDateField(screen.getByRole('group', { name: 'Begintijd' }), '1030');
    typeIntoDateField(screen.getByRole('group', { name: 'Eindtijd' }), '1200');
    fireEvent.click(screen.getByLabelText('Optie'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/reservations',
        body: {
          place_id: 'aula',
          starts_at: '2026-11-24T09:30:00.000Z',
          ends_at: '2026-11-24T11:00:00.000Z',
          kind: 'ceremony',
          title: 'Afscheid J. de Vries',
          status: 'option',
          dossier_id: 'd1',
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes an end on the next day, and on the night the clocks go back the real instants', async () => {
    renderDialog({ prefill: { ...prefill, dossier: null, date: '2026-10-24', start: '23:00', end: '02:30' } });
    await screen.findByRole('option', { name: 'Aula' });
    expect(screen.getByRole('group', { name: 'Einddatum' }).textContent).toContain('25-10-2026');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      starts_at: '2026-10-24T21:00:00.000Z', // 23:00 summer time
      ends_at: '2026-10-25T01:30:00.000Z', // 02:30 winter time (the second 02:30)
    });
    expect(posts()[0]?.body).not.toHaveProperty('dossier_id');
  });

  // The picker itself: components/dossier-picker.test.tsx.
  it('links the dossier chosen in the picker', async () => {
    renderDialog({ prefill: { ...prefill, dossier: null } });
    await screen.findByRole('option', { name: 'Aula' });
    const box = screen.getByRole('combobox', { name: /Dossier/ });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Bakk' } });
    const found = await screen.findByRole('option', { name: '2026-0077 · Maria Bakker' });
    fireEvent.click(found);
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('2026-0077 · Maria Bakker'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ dossier_id: 'd7' });
  });

  it('checks the fields before sending', async () => {
    renderDialog({ prefill: { date: '2026-11-24', start: '10:00', end: '09:00', endDate: '2026-11-24' } });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));
    expect(await screen.findByText('Kies een plaats.')).toBeTruthy();
    expect(screen.getByText('Kies het soort reservering.')).toBeTruthy();
    expect(screen.getByText('Vul de titel in.')).toBeTruthy();
    expect(screen.getByText('Het einde moet na het begin liggen.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('shows the reservation in the way on an overlap, keeps the input and offers to open it', async () => {
    answer = (call) => (call.method === 'POST' ? json(409, overlapAnswer) : undefined);
    const { onOpenReservation, onClose } = renderDialog({ prefill });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: 'Afscheid Jan de Vries' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Deze plaats is dan al bezet');
    expect(alert.textContent).toContain('‘Condoleance Bakker’, 24 november 2026 12:00–13:00, dossier 2026-0051');
    expect((screen.getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Afscheid Jan de Vries');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: '‘Condoleance Bakker’ openen' }));
    expect(onOpenReservation).toHaveBeenCalledWith('r9');
  });

  it('puts the server’s field messages on the fields', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(422, { message: 'Controleer de velden.', errors: { place_id: ['Deze plaats is niet actief; kies een andere plaats.'] } })
        : undefined;
    renderDialog({ prefill });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering toevoegen' }));
    expect(await screen.findByText('Deze plaats is niet actief; kies een andere plaats.')).toBeTruthy();
  });

  it('edits an existing reservation: only the changes with the version', async () => {
    answer = (call) => (call.url === '/api/reservations/r1' && call.method === 'GET' ? json(200, { data: wireReservation() }) : undefined);
    const { onSaved } = renderDialog({ reservationId: 'r1' });
    expect(await screen.findByRole('heading', { name: 'Reservering' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Aula' });
    expect(screen.getByRole('group', { name: 'Begintijd' }).textContent).toContain('10:00');
    expect(screen.getByLabelText('Geannuleerd')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Plaats/), { target: { value: 'koffie' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toEqual([{ method: 'PUT', url: '/api/reservations/r1', body: { version: 3, place_id: 'koffie' } }]);
  });

  it('deletes a reservation after a confirmation', async () => {
    const onDeleted = vi.fn();
    answer = (call) =>
      call.url === '/api/reservations/r1' && call.method === 'GET'
        ? json(200, { data: wireReservation() })
        : call.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined;
    renderDialog({ reservationId: 'r1', onDeleted });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Verwijderen' }));
    expect(screen.getByText(/Weet je zeker dat je deze reservering wilt verwijderen/)).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('r1'));
    expect(posts()).toEqual([{ method: 'DELETE', url: '/api/reservations/r1', body: null }]);
  });

  it('sends “Reservering annuleren” as the status cancelled', async () => {
    answer = (call) => (call.url === '/api/reservations/r1' && call.method === 'GET' ? json(200, { data: wireReservation() }) : undefined);
    const { onSaved } = renderDialog({ reservationId: 'r1' });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reservering annuleren' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toEqual([{ method: 'PUT', url: '/api/reservations/r1', body: { version: 3, status: 'cancelled' } }]);
  });

  it('offers the newest version after a stale save', async () => {
    answer = (call) =>
      call.method === 'GET' && call.url === '/api/reservations/r1'
        ? json(200, { data: wireReservation() })
        : call.method === 'PUT'
          ? json(409, { message: 'Gewijzigd.', data: { current: wireReservation({ title: 'Afscheid Jan', version: 5 }) } })
          : undefined;
    renderDialog({ reservationId: 'r1' });
    await screen.findByRole('option', { name: 'Aula' });
    fireEvent.change(screen.getByLabelText(/^Notities/), { target: { value: 'Met muziek' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwste versie laden' }));
    expect((screen.getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Afscheid Jan');
    answer = (call) => (call.method === 'PUT' ? json(200, { data: wireReservation({ version: 6 }) }) : undefined);
    fireEvent.change(screen.getByLabelText(/^Notities/), { target: { value: 'Met muziek' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(posts().at(-1)?.body).toEqual({ version: 5, notes: 'Met muziek' }));
  });
});
