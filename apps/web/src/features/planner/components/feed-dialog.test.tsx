import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { FeedDialog } from './feed-dialog.tsx';

const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const token = init?.method === 'POST' ? 'nieuw' : 'oud';
      return json(200, { data: { url: `https://afscheid.test/api/calendar/${token}.ics`, created_at: '2026-11-24T09:00:00.000Z' } });
    }),
  );
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFeed = (permissions: string[]) =>
  renderRoutes([{ path: '/', element: <FeedDialog open onClose={() => undefined} /> }], { path: '/', permissions });

// The panel itself: calendar-feed-panel.test.tsx.
describe('FeedDialog', () => {
  it("shows the organisation's feed in a dialog and makes a new one after a confirmation", async () => {
    renderFeed(['planner.view', 'planner.update']);
    const dialog = await screen.findByRole('dialog', { name: 'Agenda-abonnement' });
    const url = (await within(dialog).findByLabelText('Link van het agenda-abonnement')) as HTMLInputElement;
    expect(url.value).toBe('https://afscheid.test/api/calendar/oud.ics');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link van het agenda-abonnement kopiëren' }));
    expect(await screen.findByText('Link van het agenda-abonnement is gekopieerd.')).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://afscheid.test/api/calendar/oud.ics');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nieuwe link maken' });
    expect(within(confirm).getByText(/De huidige link werkt daarna niet meer/)).toBeTruthy();
    expect(calls).toEqual(['GET /api/calendar-feed']);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nieuwe link maken' }));
    await waitFor(() => expect(url.value).toBe('https://afscheid.test/api/calendar/nieuw.ics'));
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed/regenerate']);
    expect(screen.getByText('Er is een nieuwe link gemaakt. De oude link werkt niet meer.')).toBeTruthy();
  });

  it('offers no new link to a user who may only look', async () => {
    renderFeed(['planner.view']);
    await screen.findByLabelText('Link van het agenda-abonnement');
    expect(screen.queryByRole('button', { name: 'Nieuwe link maken' })).toBeNull();
  });
});
