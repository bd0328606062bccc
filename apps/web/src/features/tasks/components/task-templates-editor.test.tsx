import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskTemplatesEditor } from './task-templates-editor.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];

const original = {
  cremation: [
    { title: 'Aangifte doen', description: null, priority: 'urgent', due_offset_days: 1 },
    { title: 'Kist bestellen', description: 'Geschikt voor crematie', priority: 'high', due_offset_days: 1 },
    { title: 'Nazorg plannen', description: null, priority: 'low', due_offset_days: 30 },
  ],
  burial: [{ title: 'Graf regelen', description: null, priority: 'high', due_offset_days: 1 }],
  is_default: { cremation: true, burial: true },
};

/** The lists as the fake server has them: a PUT replaces one type's list. */
let templates: typeof original = original;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  templates = structuredClone(original);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as {
          dossier_type: 'cremation' | 'burial';
          items: never[];
        };
        templates = {
          ...templates,
          [body.dossier_type]: body.items,
          is_default: { ...templates.is_default, [body.dossier_type]: false },
        };
      }
      return json(200, { data: templates });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/tasks', element: <TaskTemplatesEditor /> }], {
    initialEntries: ['/tasks?weergave=standaardtaken'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByLabelText(/^Titel/).map((input) => (input as HTMLInputElement).value);

describe('TaskTemplatesEditor', () => {
  it('reorders with the "Omhoog" and "Omlaag" buttons, keeps the focus on the moved task and announces it', async () => {
    renderEditor();
    await screen.findByRole('list', { name: 'Standaardtaken bij crematie' });
    expect(titles()).toEqual(['Aangifte doen', 'Kist bestellen', 'Nazorg plannen']);
    // The first task cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Taak 1 omhoog' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Taak 3 omlaag' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Taak 1 omlaag' }));
    expect(titles()).toEqual(['Kist bestellen', 'Aangifte doen', 'Nazorg plannen']);
    // Focus follows the task, so pressing again moves it further.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Taak 2 omlaag' }));
    expect(screen.getByText('Taak “Aangifte doen” staat nu op plaats 2.')).toBeTruthy();

    fireEvent.click(document.activeElement as HTMLElement);
    expect(titles()).toEqual(['Kist bestellen', 'Nazorg plannen', 'Aangifte doen']);
    // At the bottom its "Omlaag" is disabled: the focus moves to its "Omhoog" instead of getting lost.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Taak 3 omhoog' }));

    fireEvent.click(screen.getByRole('button', { name: 'Taak 2 omhoog' }));
    expect(titles()).toEqual(['Nazorg plannen', 'Kist bestellen', 'Aangifte doen']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Taak 1 omlaag' }));
    expect(screen.getByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lijst opslaan' }));
    await screen.findByText('De standaardtaken bij crematie zijn opgeslagen.');
    // Saved: nothing is pending any more, also after the list was fetched again.
    await waitFor(() =>
      expect(screen.queryByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeNull(),
    );
    expect(screen.queryByText(/Dit is de standaardlijst van Afscheid/)).toBeNull();
    expect(titles()).toEqual(['Nazorg plannen', 'Kist bestellen', 'Aangifte doen']);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/task-templates');
    expect(put?.body).toEqual({
      dossier_type: 'cremation',
      items: [
        { title: 'Nazorg plannen', description: null, priority: 'low', due_offset_days: 30 },
        {
          title: 'Kist bestellen',
          description: 'Geschikt voor crematie',
          priority: 'high',
          due_offset_days: 1,
        },
        { title: 'Aangifte doen', description: null, priority: 'urgent', due_offset_days: 1 },
      ],
    });
  });

  it('adds a task with the focus in its title, refuses to save it empty, and removes it again', async () => {
    renderEditor();
    await screen.findByRole('list', { name: 'Standaardtaken bij crematie' });

    fireEvent.click(screen.getByRole('button', { name: 'Taak toevoegen' }));
    const items = screen.getAllByTestId('template-item');
    expect(items).toHaveLength(4);
    const newTitle = within(items[3] as HTMLElement).getByLabelText(/^Titel/);
    expect(document.activeElement).toBe(newTitle);

    fireEvent.click(screen.getByRole('button', { name: 'Lijst opslaan' }));
    await waitFor(() => expect(newTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(within(items[3] as HTMLElement).getByText('Vul de titel in.')).toBeTruthy();
    expect(document.activeElement).toBe(newTitle);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Taak 4 verwijderen' }));
    expect(screen.getAllByTestId('template-item')).toHaveLength(3);
    // The last task went: the focus goes to the task before it.
    expect(document.activeElement).toBe(
      within(screen.getAllByTestId('template-item')[2] as HTMLElement).getByLabelText(/^Titel/),
    );
    expect(screen.queryByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeNull();
  });

  it('shows the other type’s list and asks before throwing away unsaved changes', async () => {
    renderEditor();
    await screen.findByRole('list', { name: 'Standaardtaken bij crematie' });
    fireEvent.click(screen.getByRole('button', { name: 'Taak 3 verwijderen' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Begrafenis' }));
    const dialog = screen.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(titles()).toEqual(['Aangifte doen', 'Kist bestellen']);
    expect((screen.getByRole('radio', { name: 'Crematie' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Begrafenis' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wijzigingen weggooien' }),
    );
    await screen.findByRole('list', { name: 'Standaardtaken bij begrafenis' });
    expect(titles()).toEqual(['Graf regelen']);
  });
});
