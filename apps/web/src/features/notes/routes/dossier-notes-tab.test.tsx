import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierNotesTab } from './dossier-notes-tab.tsx';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';

const note = (id: string, body: string, extra: Record<string, unknown> = {}) => ({
  id,
  body,
  author: { id: 'u1', name: 'Umut Uitvaartverzorger' },
  created_at: '2026-11-21T13:05:00.000Z',
  updated_at: '2026-11-21T13:05:00.000Z',
  version: 1,
  can_edit: true,
  ...extra,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let answers: Record<string, () => Response> = {};
let notes: ReturnType<typeof note>[] = [];

beforeEach(() => {
  calls = [];
  notes = [
    note('n2', 'Familie belt morgen over de kist.', { can_edit: false, author: { id: 'u2', name: 'Mila' } }),
    note('n1', 'Eerste gesprek gehad.'),
  ];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const scripted = answers[`${method} ${url}`];
      if (scripted) return scripted();
      return json(200, { data: notes });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  renderRoutes([{ path: '/dossiers/:id/notes', element: <DossierNotesTab /> }], {
    path: '/dossiers/d1/notes',
    permissions: ['notes.*'],
  });
}

describe('DossierNotesTab', () => {
  it('shows the timeline with author and Dutch time; only own notes can be edited', async () => {
    renderTab();
    const timeline = await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Mila');
    expect(items[1]?.textContent).toContain('Umut Uitvaartverzorger');
    // 13:05 UTC is 14:05 in Amsterdam in November.
    expect(items[1]?.textContent).toContain('21 november 2026 14:05');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /bewerken/ })).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', {
        name: 'Notitie van 21 november 2026 14:05 bewerken',
      }),
    ).toBeTruthy();
  });

  it('adds a note with Ctrl+Enter and puts it on top of the timeline', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    answers['POST /api/dossiers/d1/notes'] = () => {
      const created = note('n3', 'Bloemen besteld bij De Roos.', { created_at: '2026-11-21T15:00:00.000Z' });
      notes = [created, ...notes];
      return json(201, { data: created });
    };

    const field = screen.getByLabelText('Nieuwe notitie');
    fireEvent.change(field, { target: { value: 'Bloemen besteld bij De Roos.' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });

    await screen.findByText('De notitie is toegevoegd.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Bloemen besteld bij De Roos.',
    });
    const first = within(screen.getByRole('list', { name: 'Tijdlijn met notities' })).getAllByRole(
      'listitem',
    )[0];
    expect(first?.textContent).toContain('Bloemen besteld bij De Roos.');
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses an empty note in Dutch without asking the server', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    fireEvent.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    await screen.findByText('Vul de notitie in.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('on a 409 while editing shows both texts; "Mijn versie opslaan" saves on top of the saved version', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    answers['PUT /api/dossiers/d1/notes/n1'] = () =>
      json(409, {
        message: 'Deze notitie is intussen ergens anders gewijzigd.',
        data: note('n1', 'Eerste gesprek gehad, familie komt dinsdag.', { version: 2 }),
      });

    fireEvent.click(screen.getByRole('button', { name: 'Notitie van 21 november 2026 14:05 bewerken' }));
    const field = screen.getByLabelText('Notitie bewerken');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'Eerste gesprek gehad met de dochter.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Iemand anders heeft deze notitie gewijzigd' });
    expect(within(dialog).getByRole('row', { name: /Notitie/ }).textContent).toBe(
      'NotitieEerste gesprek gehad met de dochter.Eerste gesprek gehad, familie komt dinsdag.',
    );
    answers['PUT /api/dossiers/d1/notes/n1'] = () =>
      json(200, { data: note('n1', 'Eerste gesprek gehad met de dochter.', { version: 3 }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mijn versie opslaan' }));
    await screen.findByText('De notitie is gewijzigd.');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { body: 'Eerste gesprek gehad met de dochter.', version: 1 },
      { body: 'Eerste gesprek gehad met de dochter.', version: 2 },
    ]);
  });

  it('on a 409 "Opgeslagen versie houden" puts the saved text in the field', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    answers['PUT /api/dossiers/d1/notes/n1'] = () =>
      json(409, { message: 'Gewijzigd.', data: note('n1', 'De tekst van de ander.', { version: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Notitie van 21 november 2026 14:05 bewerken' }));
    const field = screen.getByLabelText('Notitie bewerken') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Mijn tekst.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iemand anders heeft deze notitie gewijzigd' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opgeslagen versie houden' }));
    await waitFor(() => expect(field.value).toBe('De tekst van de ander.'));
    expect(screen.getByText('Het veld toont nu de opgeslagen tekst.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('deletes an own note after confirming', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Tijdlijn met notities' });
    answers['DELETE /api/dossiers/d1/notes/n1'] = () => {
      notes = notes.filter((item) => item.id !== 'n1');
      return new Response(null, { status: 204 });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Notitie van 21 november 2026 14:05 verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Notitie verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('De notitie is verwijderd.');
    expect(
      within(screen.getByRole('list', { name: 'Tijdlijn met notities' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
