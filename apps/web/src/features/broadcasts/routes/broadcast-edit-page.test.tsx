import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { directorUser, wireBroadcast } from '../lib/broadcast-test-fixtures.ts';
import { BroadcastEditPage } from './broadcast-edit-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let putAnswers: Response[] = [];
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  calls = [];
  putAnswers = [];
  writeText = vi.fn(async () => undefined);
  session.setUser(directorUser);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') return putAnswers.shift() ?? json(500, {});
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (url.endsWith('/regenerate-code'))
        return json(200, { data: wireBroadcast({ access_code: 'W4HN-8RTE', version: 3 }) });
      if (url.endsWith('/share')) return json(202, { data: { sent: 2 } });
      return json(200, { data: wireBroadcast() });
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
  return <p>Plaatspagina: {(location.state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(path = '/places/p1/broadcast/b1/edit') {
  return renderRoutes(
    [
      { path: '/places/:place/broadcast/:id/edit', element: <BroadcastEditPage /> },
      { path: '/places/:id', element: <PlaceStub /> },
    ],
    { path, permissions: ['broadcasts.*', 'dossiers.view'] },
  );
}

const byMethod = (method: string) => calls.filter((call) => call.method === method);

describe('BroadcastEditPage', () => {
  it('shows the access code large and readable with a copy button, and the public link', async () => {
    renderPage();
    const code = (await screen.findByLabelText('Toegangscode')) as HTMLInputElement;
    expect(code.value).toBe('K7QM-3XPD');
    expect(code.readOnly).toBe(true);
    expect(code.className).toContain('text-2xl');
    expect(code.className).toContain('font-mono');
    expect((screen.getByLabelText('Link naar de uitzending') as HTMLInputElement).value).toBe(
      'https://afscheid.test/uitzending/q8Zr4kT2mW9xYv1BnC5dEa',
    );

    // The copy field itself: components/ui/copy-field.test.tsx.
    fireEvent.click(screen.getByRole('button', { name: 'Toegangscode kopiëren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7QM-3XPD'));
    fireEvent.click(screen.getByRole('button', { name: 'Link naar de uitzending kopiëren' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith('https://afscheid.test/uitzending/q8Zr4kT2mW9xYv1BnC5dEa'),
    );
  });

  it('makes a new code after a confirmation', async () => {
    renderPage();
    await screen.findByLabelText('Toegangscode');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe toegangscode maken' });
    expect(within(dialog).getByText(/De huidige code werkt daarna niet meer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe code' }));
    expect(
      await screen.findByText('Er is een nieuwe toegangscode gemaakt. De oude code werkt niet meer.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Toegangscode') as HTMLInputElement).value).toBe('W4HN-8RTE');
    expect(byMethod('POST').map((call) => call.url)).toEqual([
      '/api/places/p1/broadcasts/b1/regenerate-code',
    ]);
  });

  it('shares the code and link by e-mail and says to how many addresses', async () => {
    renderPage();
    await screen.findByLabelText('Toegangscode');
    fireEvent.click(screen.getByRole('button', { name: 'Delen per e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delen per e-mail' });
    const recipients = within(dialog).getByLabelText('E-mailadressen');
    fireEvent.change(recipients, { target: { value: 'anna@example.nl, piet@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Controleer de e-mailadressen: piet@.')).toBeTruthy();

    fireEvent.change(recipients, { target: { value: 'anna@example.nl,\npiet@example.nl' } });
    fireEvent.change(within(dialog).getByLabelText('Bericht (optioneel)'), {
      target: { value: 'Tot morgen.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Verstuurd naar 2 adressen.')).toBeTruthy();
    expect(byMethod('POST')).toEqual([
      {
        method: 'POST',
        url: '/api/places/p1/broadcasts/b1/share',
        body: { recipients: ['anna@example.nl', 'piet@example.nl'], message: 'Tot morgen.' },
      },
    ]);
  });

  it('saves only the changed fields with the version, and on a 409 shows both versions', async () => {
    renderPage();
    const title = (await screen.findByLabelText('Titel')) as HTMLInputElement;
    expect(title.value).toBe('Afscheid Jan de Vries');
    fireEvent.change(title, { target: { value: 'Afscheidsdienst Jan de Vries' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'live' } });
    putAnswers.push(
      json(200, {
        data: wireBroadcast({ title: 'Afscheidsdienst Jan de Vries', status: 'live', version: 3 }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De wijzigingen zijn opgeslagen.')).toBeTruthy();
    expect(byMethod('PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/places/p1/broadcasts/b1',
        body: { version: 2, title: 'Afscheidsdienst Jan de Vries', status: 'live' },
      },
    ]);

    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Dienst Jan de Vries' } });
    putAnswers.push(
      json(409, {
        message: 'Deze uitzending is intussen door iemand anders gewijzigd.',
        data: wireBroadcast({ title: 'Uitvaart Jan de Vries', status: 'live', version: 4 }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Iemand anders heeft deze uitzending gewijzigd',
    });
    expect(within(dialog).getByText('Dienst Jan de Vries')).toBeTruthy();
    expect(within(dialog).getByText('Uitvaart Jan de Vries')).toBeTruthy();
  });

  it('deletes after a confirmation and goes back to the place', async () => {
    renderPage();
    await screen.findByLabelText('Toegangscode');
    fireEvent.click(screen.getByRole('button', { name: 'Uitzending verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitzending verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Plaatspagina: De uitzending Afscheid Jan de Vries is verwijderd.'),
    ).toBeTruthy();
    expect(byMethod('DELETE').map((call) => call.url)).toEqual(['/api/places/p1/broadcasts/b1']);
  });
});
