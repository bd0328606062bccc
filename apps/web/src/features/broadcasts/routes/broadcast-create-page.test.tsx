import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { directorUser, wireBroadcast, wirePlace, wireReservation } from '../lib/broadcast-test-fixtures.ts';
import { BroadcastCreatePage } from './broadcast-create-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let place: Record<string, unknown>;
let postAnswer: () => Response;

beforeEach(() => {
  calls = [];
  place = wirePlace();
  postAnswer = () => json(201, { data: wireBroadcast({ id: 'b7' }) });
  session.setUser(directorUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST') return postAnswer();
      if (url === '/api/reservations/r1') return json(200, { data: wireReservation() });
      if (url.startsWith('/api/dossiers')) {
        return json(200, {
          data: [
            { id: 'd2', number: '2026-0051', deceased_name: 'Marie Jansen-de Vries' },
            { id: 'd3', number: '2026-0049', deceased_name: 'Kees de Vries' },
          ],
        });
      }
      if (url === '/api/places/p1') return json(200, { data: place });
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function EditStub() {
  const location = useLocation();
  return (
    <p>
      Bewerkpagina {location.pathname}: {(location.state as { notice?: string } | null)?.notice}
    </p>
  );
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/places/:place/broadcast/create', element: <BroadcastCreatePage /> },
      { path: '/places/:place/broadcast/:id/edit', element: <EditStub /> },
    ],
    { path, permissions: ['broadcasts.*', 'dossiers.view'] },
  );
}

const posts = () => calls.filter((call) => call.method === 'POST');

/** The digits a date or time field shows, e.g. "25-10-2026" or "14:00". */
const shown = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('-');

describe('BroadcastCreatePage', () => {
  it('is prefilled from the reservation, sends Amsterdam times as instants after the clock change, and opens the code page', async () => {
    const { router } = renderPage('/places/p1/broadcast/create?reservation=r1');
    const title = (await screen.findByLabelText('Titel')) as HTMLInputElement;
    expect(title.value).toBe('Afscheid Jan de Vries');
    expect(
      screen.getByText(
        'Ingevuld vanuit de reservering ‘Afscheid Jan de Vries’ (25 oktober 2026 14:00–15:30).',
      ),
    ).toBeTruthy();
    expect(shown('Begindatum')).toBe('25-10-2026');
    expect(shown('Begintijd')).toBe('14-00');
    expect(shown('Eindtijd')).toBe('15-30');
    expect((screen.getByRole('combobox', { name: 'Dossier (optioneel)' }) as HTMLInputElement).value).toBe(
      '2026-0042 · Jan de Vries',
    );

    const stream = screen.getByLabelText('Stream-URL');
    fireEvent.change(stream, { target: { value: 'https://www.dailymotion.com/video/x8abc' } });
    expect(await screen.findByText('Dit adres wordt niet herkend.')).toBeTruthy();
    fireEvent.change(stream, { target: { value: 'https://www.youtube.com/live/dQw4w9WgXcQ' } });
    expect(
      await screen.findByText('Herkend: YouTube. De video wordt zonder cookies ingesloten.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uitzending plannen' }));
    expect(
      await screen.findByText(/^Bewerkpagina \/places\/p1\/broadcast\/b7\/edit: De uitzending is gepland/),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/places/p1/broadcast/b7/edit');
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/places/p1/broadcasts',
        body: {
          title: 'Afscheid Jan de Vries',
          // 14:00 and 15:30 on 25 October 2026 are winter time (UTC+1): the clocks went back that night.
          starts_at: '2026-10-25T13:00:00.000Z',
          ends_at: '2026-10-25T14:30:00.000Z',
          stream_url: 'https://www.youtube.com/live/dQw4w9WgXcQ',
          dossier_id: 'd1',
          reservation_id: 'r1',
        },
      },
    ]);
  });

  it('moves the end date along with the start date and converts a summer date with summer time', async () => {
    renderPage('/places/p1/broadcast/create');
    fireEvent.change(await screen.findByLabelText('Titel'), { target: { value: 'Afscheid Marie Jansen' } });
    typeIntoDateField(screen.getByRole('group', { name: 'Begindatum' }), '24102026');
    await waitFor(() => expect(shown('Einddatum')).toBe('24-10-2026'));
    typeIntoDateField(screen.getByRole('group', { name: 'Begintijd' }), '1400');
    typeIntoDateField(screen.getByRole('group', { name: 'Eindtijd' }), '1500');
    fireEvent.change(screen.getByLabelText('Stream-URL'), {
      target: { value: 'https://vimeo.com/123456789' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uitzending plannen' }));

    await screen.findByText(/^Bewerkpagina/);
    expect(posts()[0]?.body).toEqual({
      title: 'Afscheid Marie Jansen',
      starts_at: '2026-10-24T12:00:00.000Z',
      ends_at: '2026-10-24T13:00:00.000Z',
      stream_url: 'https://vimeo.com/123456789',
    });
  });

  // The picker itself: components/dossier-picker.test.tsx.
  it('sends the dossier chosen in the picker instead of the reservation’s', async () => {
    renderPage('/places/p1/broadcast/create?reservation=r1');
    const picker = (await screen.findByRole('combobox', { name: 'Dossier (optioneel)' })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Dossier loskoppelen' }));
    await waitFor(() => expect(picker.value).toBe(''));
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: 'Vries' } });
    const option = await screen.findByRole('option', { name: '2026-0049 · Kees de Vries' });
    fireEvent.click(option);
    await waitFor(() => expect(picker.value).toBe('2026-0049 · Kees de Vries'));

    fireEvent.change(screen.getByLabelText('Stream-URL'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uitzending plannen' }));
    await screen.findByText(/^Bewerkpagina/);
    expect(posts()[0]?.body).toMatchObject({ dossier_id: 'd3', reservation_id: 'r1' });
  });

  it("shows the shared schema's messages and puts the server's on the date and time fields", async () => {
    renderPage('/places/p1/broadcast/create?reservation=r1');
    await screen.findByLabelText('Titel');
    fireEvent.click(screen.getByRole('button', { name: 'Uitzending plannen' }));
    expect(await screen.findByText('Vul de stream-URL in.')).toBeTruthy();
    expect(posts()).toEqual([]);

    postAnswer = () =>
      json(422, {
        message: 'Controleer de gemarkeerde velden.',
        errors: {
          ends_at: ['Het einde moet na het begin liggen.'],
          place_id: [
            'Op deze plaats kan niet worden uitgezonden. Zet ‘Uitzenden mogelijk’ aan bij de plaats.',
          ],
        },
      });
    fireEvent.change(screen.getByLabelText('Stream-URL'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uitzending plannen' }));
    const endTime = await screen.findByText('Het einde moet na het begin liggen.');
    // On the end time, where a person changes it.
    expect(endTime.parentElement?.textContent).toContain('Eindtijd');
    expect(screen.getByRole('alert').textContent).toContain('Op deze plaats kan niet worden uitgezonden.');
    expect(posts()).toHaveLength(1);
  });

  it('says so on a place without broadcasting', async () => {
    place = wirePlace({ broadcasting: false });
    renderPage('/places/p1/broadcast/create');
    expect(
      await screen.findByText(
        'Op deze plaats kan niet worden uitgezonden. Zet ‘Uitzenden mogelijk’ aan bij de plaats.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Titel')).toBeNull();
  });
});
