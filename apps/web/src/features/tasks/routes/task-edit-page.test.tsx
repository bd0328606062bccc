import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDateField } from '../../../components/ui/date-field-testing.ts';
import { session } from '../../auth/index.ts';
import { TaskEditPage } from './task-edit-page.tsx';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';
import { directorUser, wireTask as baseWireTask } from '../lib/task-test-fixtures.ts';

const wireTask = (extra: Record<string, unknown> = {}) =>
  baseWireTask({ priority: 'high', version: 3, ...extra });

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
  session.setUser(directorUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PUT') return putAnswers.shift() ?? json(500, {});
      if (url.startsWith('/api/organizations/o1/members')) {
        return json(200, {
          data: [
            { id: 'm1', user_id: 'u1', name: 'Ursula Verzorger', status: 'active' },
            { id: 'm2', user_id: 'u2', name: 'Mila Medewerker', status: 'active' },
          ],
        });
      }
      return json(200, { data: wireTask() });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function TaskPageStub() {
  const location = useLocation();
  return <p>Taakpagina: {(location.state as { notice?: string } | null)?.notice ?? ''}</p>;
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/tasks/:task/edit',
        element: (
          <>
            <TaskEditPage />
            <Link to="/tasks">Naar de takenlijst</Link>
          </>
        ),
      },
      { path: '/tasks/:id', element: <TaskPageStub /> },
      { path: '/tasks', element: <p>Takenlijst</p> },
    ],
    { path: '/tasks/t1/edit', permissions: ['tasks.*', 'members.view'] },
  ).router;
}

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('TaskEditPage', () => {
  it('sends only the changed fields with the version, then shows the task', async () => {
    const router = renderPage();
    const title = (await screen.findByLabelText('Titel')) as HTMLInputElement;
    expect(title.value).toBe('Kist bestellen');
    expect((screen.getByLabelText('Toegewezen aan') as HTMLSelectElement).value).toBe('u1');
    expect(screen.getByText('2026-0042 · Jan de Vries')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Kist en urn bestellen' } });
    clearDateField(screen.getByRole('group', { name: 'Deadline' }));
    putAnswers.push(
      json(200, { data: wireTask({ title: 'Kist en urn bestellen', due_date: null, version: 4 }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await screen.findByText('Taakpagina: De wijzigingen zijn opgeslagen.');
    expect(router.state.location.pathname).toBe('/tasks/t1');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/tasks/t1',
        body: { version: 3, title: 'Kist en urn bestellen', due_date: null },
      },
    ]);
  });

  it('on a 409 shows both versions and saves yours on top of theirs', async () => {
    renderPage();
    const title = await screen.findByLabelText('Titel');
    fireEvent.change(title, { target: { value: 'Eikenhouten kist bestellen' } });
    fireEvent.change(screen.getByLabelText('Prioriteit'), { target: { value: 'urgent' } });
    putAnswers.push(
      json(409, {
        message:
          'Deze taak is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
        data: wireTask({
          title: 'Kist bestellen bij De Boer',
          assignee: { id: 'u2', name: 'Mila Medewerker' },
          version: 4,
        }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Iemand anders heeft deze taak gewijzigd' });
    const table = within(dialog).getByTestId('conflict-table');
    expect(within(table).getByRole('row', { name: /Titel/ }).textContent).toBe(
      'TitelEikenhouten kist bestellenKist bestellen bij De Boer',
    );
    // Their other change (the assignee) is listed by name: it is kept either way.
    expect(dialog.textContent).toContain('Toegewezen aan: Mila Medewerker');

    putAnswers.push(
      json(200, { data: wireTask({ title: 'Eikenhouten kist bestellen', priority: 'urgent', version: 5 }) }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mijn versie opslaan' }));
    await screen.findByText('Taakpagina: De wijzigingen zijn opgeslagen.');
    expect(puts()[1]?.body).toEqual({ version: 4, title: 'Eikenhouten kist bestellen', priority: 'urgent' });
  });

  it('reloads their version on request, and asks before leaving unsaved changes', async () => {
    const router = renderPage();
    const title = (await screen.findByLabelText('Titel')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Iets anders' } });
    putAnswers.push(json(409, { message: 'Gewijzigd.', data: wireTask({ title: 'Hun titel', version: 4 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iemand anders heeft deze taak gewijzigd' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versie van de ander houden' }));
    await waitFor(() => expect(title.value).toBe('Hun titel'));
    expect(screen.getByText('Het formulier toont nu de versie van de ander.')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Toch weer anders' } });
    fireEvent.click(screen.getByRole('link', { name: 'Naar de takenlijst' }));
    const guard = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Blijven' }));
    expect(router.state.location.pathname).toBe('/tasks/t1/edit');
    fireEvent.click(screen.getByRole('link', { name: 'Naar de takenlijst' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).getByRole('button', {
        name: 'Pagina verlaten',
      }),
    );
    await screen.findByText('Takenlijst');
  });
});
