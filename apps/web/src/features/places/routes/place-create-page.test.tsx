import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { ownerUser, wirePlace } from '../lib/place-test-fixtures.ts';
import { PlaceCreatePage } from './place-create-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let postAnswer: Response;

beforeEach(() => {
  calls = [];
  postAnswer = json(201, {
    data: wirePlace({ id: 'p9', name: 'Oven 1', kind: 'cremation_oven', color: '#1f5f8b' }),
  });
  session.setUser(ownerUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return method === 'POST' ? postAnswer : json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function PlaceStub() {
  const location = useLocation();
  return (
    <p>
      Plaatspagina {location.pathname}: {(location.state as { notice?: string } | null)?.notice}
    </p>
  );
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/places/create', element: <PlaceCreatePage /> },
      { path: '/places/:id', element: <PlaceStub /> },
    ],
    { path: '/places/create', permissions: ['places.*'], roles: ['owner'] },
  );
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('PlaceCreatePage', () => {
  it("shows the shared schema's Dutch messages on the fields and sends nothing", async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Voorbereidingstijd (minuten)'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Kleurcode'), { target: { value: 'groen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));

    expect(await screen.findByText('Vul de naam van de plaats in.')).toBeTruthy();
    expect(screen.getByText('Kies het soort plaats.')).toBeTruthy();
    expect(
      screen.getByText('Voorbereidingstijd (minuten): vul een aantal minuten in van 0 tot en met 480.'),
    ).toBeTruthy();
    expect(screen.getByText('Kleur: kies een kleur als #rrggbb, bijvoorbeeld #2f6f4e.')).toBeTruthy();
    expect(screen.getByLabelText('Naam van de plaats').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('offers the palette as named swatches; a choice fills in the colour code, and a typed code selects its swatch', async () => {
    renderPage();
    const palette = screen.getByRole('group', { name: 'Kleur' });
    const swatches = within(palette).getAllByRole('radio');
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'Groen',
      'Blauw',
      'Paars',
      'Roestbruin',
      'Oker',
      'Grijs',
      'Rood',
    ]);
    expect((within(palette).getByRole('radio', { name: 'Groen' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(palette).getByRole('radio', { name: 'Blauw' }));
    const code = screen.getByLabelText('Kleurcode') as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('#1f5f8b'));
    expect((within(palette).getByRole('radio', { name: 'Blauw' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(code, { target: { value: '#B03A48' } });
    await waitFor(() =>
      expect((within(palette).getByRole('radio', { name: 'Rood' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.change(code, { target: { value: '#123456' } });
    await waitFor(() => expect(swatches.every((swatch) => !(swatch as HTMLInputElement).checked)).toBe(true));
  });

  it('sends the place with the chosen colour and opens its page', async () => {
    const { router } = renderPage();
    fireEvent.change(screen.getByLabelText('Naam van de plaats'), { target: { value: 'Oven 1' } });
    fireEvent.change(screen.getByLabelText('Soort plaats'), { target: { value: 'cremation_oven' } });
    fireEvent.change(screen.getByLabelText('Capaciteit (personen) (optioneel)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Opruimtijd (minuten)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Blauw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));

    expect(await screen.findByText('Plaatspagina /places/p9: Plaats Oven 1 is toegevoegd.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/places/p9');
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/places',
        body: {
          name: 'Oven 1',
          kind: 'cremation_oven',
          location_name: null,
          street: null,
          house_number: null,
          house_number_addition: null,
          postcode: null,
          city: null,
          capacity: null,
          color: '#1f5f8b',
          preparation_minutes: 0,
          cleanup_minutes: 45,
          broadcasting: false,
          active: true,
        },
      },
    ]);
  });

  it("puts the server's field messages on the fields", async () => {
    postAnswer = json(422, {
      message: 'Controleer de gemarkeerde velden.',
      errors: { name: ['Er is al een plaats met deze naam op deze locatie.'] },
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Naam van de plaats'), { target: { value: 'Aula' } });
    fireEvent.change(screen.getByLabelText('Soort plaats'), { target: { value: 'aula' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));
    expect(await screen.findByText('Er is al een plaats met deze naam op deze locatie.')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /Controleer/ })).toBeNull();
  });
});
