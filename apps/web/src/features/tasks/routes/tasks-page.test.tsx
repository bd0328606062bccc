import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { session } from '../../auth/index.ts';
import { TasksPage } from './tasks-page.tsx';
import { renderRoutes, json } from '../../../lib/testing/render-routes.tsx';
import { directorUser, wireTask as baseWireTask } from '../lib/task-test-fixtures.ts';

const wireTask = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  baseWireTask({ id, title, due_date: '2099-01-10', ...extra });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];

// The page loads the new-task dialog and the standard lists' editor when they are used; their modules are loaded
// here once, so a test's time is the page's and not the first transform of the date field's code.
beforeAll(async () => {
  await Promise.all([
    import('../components/task-create-dialog.tsx'),
    import('../components/task-templates-editor.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  calls = [];
  session.setUser(directorUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url, body });
      if (method === 'POST' && url === '/api/tasks') {
        return json(201, { data: wireTask('t9', body.title, { priority: body.priority }) });
      }
      if (url.startsWith('/api/organizations/o1/members')) {
        return json(200, {
          data: [
            {
              id: 'm1',
              user_id: 'u1',
              name: 'Ursula Verzorger',
              email: 'u@x.test',
              role: 'funeral_director',
              status: 'active',
            },
            {
              id: 'm2',
              user_id: 'u2',
              name: 'Mila Medewerker',
              email: 'm@x.test',
              role: 'employee',
              status: 'active',
            },
            // Read-only: never offered as assignee (issue 11).
            {
              id: 'm4',
              user_id: 'u4',
              name: 'Lotte Lezer',
              email: 'l@x.test',
              role: 'viewer',
              status: 'active',
            },
            {
              id: 'm3',
              user_id: 'u3',
              name: 'Oud Lid',
              email: 'o@x.test',
              role: 'employee',
              status: 'disabled',
            },
          ],
        });
      }
      if (url.startsWith('/api/dossiers')) {
        return json(200, {
          data: [{ id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' }],
          meta: { current_page: 1, per_page: 100, total: 1, last_page: 1 },
        });
      }
      return json(200, {
        data: [
          // In the server's order: overdue first.
          wireTask('t2', 'Aangifte doen', { due_date: '2020-01-02', is_overdue: true, priority: 'urgent' }),
          wireTask('t1', 'Bloemen bestellen', { due_date: '2099-01-10' }),
          wireTask('t3', 'Nazorg plannen', { due_date: null, dossier: null, assignee: null }),
        ],
        meta: { current_page: 1, per_page: 25, total: 3, last_page: 1 },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

function renderPage(permissions: string[], path = '/tasks') {
  return renderRoutes(
    [
      { path: '/tasks', element: <TasksPage /> },
      { path: '/tasks/:id', element: <p>Taakpagina</p> },
    ],
    { path: path, permissions: permissions },
  ).router;
}

const DIRECTOR = ['tasks.*', 'dossiers.*', 'members.view', 'organizations.view'];
const taskRequests = () => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/tasks'));

describe('TasksPage', () => {
  it('shows my open tasks in the server’s order, overdue ones marked, with due dates, priorities and dossier links', async () => {
    renderPage(DIRECTOR);
    const list = await screen.findByRole('list', { name: 'Mijn taken, open, pagina 1 van 1' });
    expect(taskRequests()[0]?.url).toBe('/api/tasks?scope=mine&status=open&page=1&per_page=25');
    const rows = within(list).getAllByTestId('task-row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Aangifte doen',
      'Bloemen bestellen',
      'Nazorg plannen',
    ]);
    expect(rows[0]?.getAttribute('data-overdue')).toBe('true');
    expect(within(rows[0] as HTMLElement).getByText('Te laat')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Dringend')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2 januari 2020')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Te laat')).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '2026-0042 · Jan de Vries' })
        .getAttribute('href'),
    ).toBe('/dossiers/d1');
    expect(within(rows[2] as HTMLElement).getByText('Geen deadline')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Niemand')).toBeTruthy();
    // Only administrators edit the standard lists.
    expect(screen.queryByRole('link', { name: 'Standaardtaken' })).toBeNull();
  });

  it('keeps the view and the status in the URL', async () => {
    const router = renderPage(DIRECTOR);
    await screen.findByRole('list', { name: /Mijn taken/ });
    const views = screen.getByRole('navigation', { name: 'Weergave' });
    expect(within(views).getByRole('link', { name: 'Mijn taken' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(views).getByRole('link', { name: 'Alle taken' }));
    await screen.findByRole('list', { name: /^Alle taken, open/ });
    expect(router.state.location.search).toBe('?weergave=alle');

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('link', { name: 'Afgerond' }),
    );
    await screen.findByRole('list', { name: /^Alle taken, afgerond/ });
    expect(router.state.location.search).toBe('?weergave=alle&status=afgerond');
    expect(taskRequests().at(-1)?.url).toBe('/api/tasks?scope=all&status=done&page=1&per_page=25');
  });

  it('shows only the overdue tasks from the dashboard’s link, marked in the status switch, and clears it', async () => {
    const router = renderPage(DIRECTOR, '/tasks?scope=mine&status=open&overdue=true');
    await screen.findByRole('list', { name: 'Mijn taken, te laat, pagina 1 van 1' });
    expect(taskRequests()[0]?.url).toBe('/api/tasks?scope=mine&status=open&overdue=true&page=1&per_page=25');
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('link', { name: 'Te laat' }).getAttribute('aria-current')).toBe('true');
    expect(within(statuses).getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(statuses).getByRole('link', { name: 'Open' }));
    await screen.findByRole('list', { name: 'Mijn taken, open, pagina 1 van 1' });
    expect(router.state.location.search).toBe('');
    expect(taskRequests().at(-1)?.url).toBe('/api/tasks?scope=mine&status=open&page=1&per_page=25');
  });

  it('creates a task with "Nieuwe taak": active colleagues who may work on tasks and open dossiers to choose from', async () => {
    renderPage(DIRECTOR);
    await screen.findByRole('list', { name: /Mijn taken/ });
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe taak' }));
    // The dialog's code loads on its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe taak' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak aanmaken' }));
    await within(dialog).findByText('Vul de titel in.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const assignee = within(dialog).getByLabelText('Toegewezen aan') as HTMLSelectElement;
    await waitFor(() => expect(assignee.disabled).toBe(false));
    expect(Array.from(assignee.options).map((option) => option.text)).toEqual([
      'Niemand',
      'Mila Medewerker',
      'Ursula Verzorger',
    ]);
    const dossier = (await within(dialog).findByLabelText('Dossier (optioneel)')) as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(dossier.options).map((option) => option.text)).toContain('2026-0042 · Jan de Vries'),
    );

    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Urn uitzoeken' } });
    fireEvent.change(assignee, { target: { value: 'u2' } });
    typeIntoDateField(within(dialog).getByRole('group', { name: 'Deadline' }), '01122026');
    fireEvent.change(within(dialog).getByLabelText('Prioriteit'), { target: { value: 'high' } });
    fireEvent.change(dossier, { target: { value: 'd1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taak aanmaken' }));

    await screen.findByText('De taak “Urn uitzoeken” is aangemaakt.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Urn uitzoeken',
      description: null,
      assignee_id: 'u2',
      due_date: '2026-12-01',
      priority: 'high',
      dossier_id: 'd1',
    });
  });

  it('offers administrators the standard lists at ?weergave=standaardtaken', async () => {
    renderPage([...DIRECTOR, 'organizations.update'], '/tasks?weergave=standaardtaken');
    const views = await screen.findByRole('navigation', { name: 'Weergave' });
    expect(within(views).getByRole('link', { name: 'Standaardtaken' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The editor's code loads with the view.
    expect(await screen.findByRole('heading', { level: 2, name: 'Standaardtaken' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuwe taak' })).toBeNull();
  });
});
