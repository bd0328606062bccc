import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierTasksTab } from '../routes/dossier-tasks-tab.tsx';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';
import { wireTask } from '../lib/task-test-fixtures.ts';

const wire = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  wireTask({ id, title, assignee: null, ...extra });

interface Pending {
  url: string;
  body: unknown;
  resolve: (response: Response) => void;
}

let puts: Pending[] = [];
/** The tasks as the fake server has them. */
let serverTasks: ReturnType<typeof wire>[] = [];

beforeEach(() => {
  puts = [];
  serverTasks = [wire('t1', 'Kist bestellen'), wire('t2', 'Bloemen bestellen')];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        // The test decides when and how the server answers.
        return new Promise<Response>((resolve) =>
          puts.push({ url, body: JSON.parse(String(init.body)), resolve }),
        );
      }
      return Promise.resolve(json(200, { data: serverTasks }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  return renderRoutes([{ path: '/dossiers/:id/tasks', element: <DossierTasksTab /> }], {
    path: '/dossiers/d1/tasks',
    permissions: ['tasks.*'],
  }).client;
}

const checkbox = (title: string) =>
  screen.getByRole('checkbox', { name: `Afgerond: ${title}` }) as HTMLInputElement;

describe('completing a task from the list', () => {
  it('shows it done at once and keeps it when the server agrees', async () => {
    const client = renderTab();
    await screen.findByRole('list', { name: 'Taken van dit dossier' });
    expect(screen.getByText('0 van 2 taken afgerond')).toBeTruthy();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    fireEvent.click(checkbox('Kist bestellen'));
    // Optimistic: checked before the server answered.
    await waitFor(() => expect(checkbox('Kist bestellen').checked).toBe(true));
    expect(screen.getByText('1 van 2 taken afgerond')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toBe('/api/tasks/t1');
    expect(puts[0]?.body).toEqual({ version: 1, status: 'done' });

    const saved = wire('t1', 'Kist bestellen', { status: 'done', version: 2 });
    serverTasks = [saved, wire('t2', 'Bloemen bestellen')];
    await act(async () => {
      puts[0]?.resolve(json(200, { data: saved }));
    });
    await screen.findByText('De taak “Kist bestellen” is afgerond.');
    expect(checkbox('Kist bestellen').checked).toBe(true);
    // The lists and the dossier header (its open task count) are fetched again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dossiers', 'detail', 'd1'] });
  });

  it('puts the checkbox back and says why when the server refuses', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Taken van dit dossier' });

    fireEvent.click(checkbox('Bloemen bestellen'));
    await waitFor(() => expect(checkbox('Bloemen bestellen').checked).toBe(true));

    await act(async () => {
      puts[0]?.resolve(
        json(409, {
          message:
            'Deze taak is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
          data: wire('t2', 'Bloemen bestellen', { version: 4 }),
        }),
      );
    });
    await screen.findByText(/De taak “Bloemen bestellen” kon niet worden bijgewerkt: Deze taak is intussen/);
    expect(checkbox('Bloemen bestellen').checked).toBe(false);
    expect(screen.getByText('0 van 2 taken afgerond')).toBeTruthy();
  });
});
