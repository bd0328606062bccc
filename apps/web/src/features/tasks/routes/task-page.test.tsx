import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskPage } from './task-page.tsx';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';

let task: Record<string, unknown> = {};
let calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  task = {
    id: 't1',
    title: 'Aangifte van overlijden doen',
    description: 'Bij de gemeente van overlijden.\nNeem de A-verklaring mee.',
    assignee: { id: 'u2', name: 'Mila Medewerker' },
    due_date: '2020-03-02',
    priority: 'urgent',
    status: 'open',
    completed_at: null,
    completed_by: null,
    dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
    is_overdue: true,
    version: 2,
    created_at: '2020-03-01T09:00:00.000Z',
    updated_at: '2020-03-01T09:30:00.000Z',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url: String(input), body });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (method === 'PUT') {
        task = {
          ...task,
          status: body.status,
          version: Number(task.version) + 1,
          completed_at: body.status === 'done' ? '2026-11-21T13:05:00.000Z' : null,
          completed_by: body.status === 'done' ? { id: 'u1', name: 'Ursula Verzorger' } : null,
          is_overdue: false,
        };
      }
      return json(200, { data: task });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ListStub() {
  const location = useLocation();
  return <p>Takenlijst: {(location.state as { notice?: string } | null)?.notice}</p>;
}

function renderPage(permissions = ['tasks.*']) {
  renderRoutes(
    [
      { path: '/tasks/:id', element: <TaskPage /> },
      { path: '/tasks', element: <ListStub /> },
    ],
    { path: '/tasks/t1', permissions: permissions },
  );
}

describe('TaskPage', () => {
  it('shows every field in Dutch, overdue marked, with the dossier link', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aangifte van overlijden doen' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Te laat').length).toBeGreaterThan(0);
    expect(screen.getByText('2 maart 2020')).toBeTruthy();
    expect(screen.getAllByText('Dringend').length).toBeGreaterThan(0);
    expect(screen.getByText('Mila Medewerker')).toBeTruthy();
    expect(screen.getByText(/Neem de A-verklaring mee\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '2026-0042 · Jan de Vries' }).getAttribute('href')).toBe(
      '/dossiers/d1',
    );
    expect(screen.getByRole('link', { name: 'Bewerken' }).getAttribute('href')).toBe('/tasks/t1/edit');
  });

  it('completes and reopens the task', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Afronden' }));
    await screen.findByText('De taak “Aangifte van overlijden doen” is afgerond.');
    expect(await screen.findByText('Afgerond door Ursula Verzorger op 21 november 2026 14:05')).toBeTruthy();
    expect(screen.queryByText('Te laat')).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 2, status: 'done' });

    fireEvent.click(screen.getByRole('button', { name: 'Heropenen' }));
    await screen.findByText('De taak “Aangifte van overlijden doen” staat weer open.');
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({ version: 3, status: 'open' });
  });

  it('deletes after confirming and returns to the list with a notice', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Taak verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Takenlijst: De taak “Aangifte van overlijden doen” is verwijderd.');
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/tasks/t1')).toBe(true);
  });

  it('offers no changes to a reader', async () => {
    renderPage(['tasks.view']);
    await screen.findByRole('heading', { level: 1, name: 'Aangifte van overlijden doen' });
    expect(screen.queryByRole('button', { name: 'Afronden' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});
