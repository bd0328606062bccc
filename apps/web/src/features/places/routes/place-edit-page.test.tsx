import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { ownerUser, wirePlace } from '../lib/place-test-fixtures.ts';
import { PlaceEditPage } from './place-edit-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let putAnswers: Response[] = [];

beforeEach(() => {
  calls = [];
  putAnswers = [];
  session.setUser(ownerUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') return putAnswers.shift() ?? json(500, {});
      return json(200, { data: wirePlace() });
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
  return <p>Plaatspagina: {(location.state as { notice?: string } | null)?.notice ?? ''}</p>;
}

function renderPage(permissions = ['places.*']) {
  return renderRoutes(
    [
      { path: '/places/:place/edit', element: <PlaceEditPage /> },
      { path: '/places/:id', element: <PlaceStub /> },
    ],
    { path: '/places/p1/edit', permissions, roles: ['owner'] },
  );
}

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('PlaceEditPage', () => {
  it('sends only the changed fields with the version, then shows the place', async () => {
    renderPage();
    const capacity = (await screen.findByLabelText('Capaciteit (personen) (optioneel)')) as HTMLInputElement;
    expect(capacity.value).toBe('120');
    fireEvent.change(capacity, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Rood' }));
    fireEvent.click(screen.getByLabelText('Uitzenden (livestream) mogelijk'));
    putAnswers.push(
      json(200, { data: wirePlace({ capacity: 150, color: '#b03a48', broadcasting: false, version: 4 }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Plaatspagina: De wijzigingen zijn opgeslagen.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/places/p1',
        body: { version: 3, capacity: 150, broadcasting: false, color: '#b03a48' },
      },
    ]);
  });

  it('on a 409 shows both versions in the conflict dialog', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Naam van de plaats'), { target: { value: 'Grote aula' } });
    putAnswers.push(
      json(409, {
        message: 'Deze plaats is intussen door iemand anders gewijzigd.',
        data: wirePlace({ name: 'Aula De Linde', version: 4 }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iemand anders heeft deze plaats gewijzigd' });
    expect(within(dialog).getByText('Naam van de plaats')).toBeTruthy();
    expect(within(dialog).getByText('Grote aula')).toBeTruthy();
    expect(within(dialog).getByText('Aula De Linde')).toBeTruthy();

    putAnswers.push(json(200, { data: wirePlace({ name: 'Grote aula', version: 5 }) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mijn versie opslaan' }));
    expect(await screen.findByText('Plaatspagina: De wijzigingen zijn opgeslagen.')).toBeTruthy();
    expect(puts()[1]?.body).toEqual({ version: 4, name: 'Grote aula' });
  });

  it('says so without places.update', async () => {
    renderPage(['places.view']);
    expect(await screen.findByText('Je hebt geen toestemming om plaatsen te bewerken.')).toBeTruthy();
  });
});
