import type { CalendarFeed } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { CalendarFeedPanel, type CalendarFeedPanelProps } from './calendar-feed-panel.tsx';

const OLD: CalendarFeed = {
  url: 'https://afscheid.test/api/calendar/oud.ics',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const NEW: CalendarFeed = {
  url: 'https://afscheid.test/api/calendar/nieuw.ics',
  createdAt: '2026-11-24T09:00:00.000Z',
};
const texts = { url: 'Adres van de agenda', regenerateBody: 'De oude link werkt dan niet meer.' };

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(props: Partial<CalendarFeedPanelProps> = {}) {
  const load = vi.fn(async () => OLD);
  const regenerate = vi.fn(async () => NEW);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarFeedPanel
        queryKey={['feed']}
        load={load}
        regenerate={regenerate}
        texts={texts}
        canRegenerate
        {...props}
      />
    </QueryClientProvider>,
  );
  return { load, regenerate, client };
}

describe('CalendarFeedPanel', () => {
  it('shows the secret link to copy, when it was made, how to add it and that anyone with it can read', async () => {
    renderPanel();
    const url = (await screen.findByLabelText('Adres van de agenda')) as HTMLInputElement;
    expect(url.value).toBe(OLD.url);
    expect(url.readOnly).toBe(true);
    expect(screen.getByText('Gemaakt op 1 november 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Zo voeg je de planning toe' })).toBeTruthy();
    expect(screen.getByText(/Instellingen › Agenda › Accounts/)).toBeTruthy();
    expect(screen.getByText(/Iedereen met deze link kan de planning lezen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adres van de agenda kopiëren' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(OLD.url));
  });

  it('makes a new link after a confirmation and shows it at once', async () => {
    const { regenerate, client } = renderPanel();
    await screen.findByLabelText('Adres van de agenda');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe link maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe link maken' });
    expect(within(dialog).getByText('De oude link werkt dan niet meer.')).toBeTruthy();
    expect(regenerate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(
      await screen.findByText('Er is een nieuwe link gemaakt. De oude link werkt niet meer.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Adres van de agenda') as HTMLInputElement).value).toBe(NEW.url);
    expect(client.getQueryData(['feed'])).toEqual(NEW);
    expect(regenerate).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation open with the reason when a new link fails, and cancels without one', async () => {
    renderPanel({
      regenerate: vi.fn(async () => {
        throw new ApiError(403, 'Je hebt geen toestemming om de planning te wijzigen.');
      }),
    });
    await screen.findByLabelText('Adres van de agenda');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe link maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe link maken' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(
      await within(dialog).findByText(/Je hebt geen toestemming om de planning te wijzigen/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Adres van de agenda') as HTMLInputElement).value).toBe(OLD.url);
  });

  it('offers no new link without the permission', async () => {
    renderPanel({ canRegenerate: false });
    await screen.findByLabelText('Adres van de agenda');
    expect(screen.queryByRole('button', { name: 'Nieuwe link maken' })).toBeNull();
  });

  it('says when the link could not be loaded and tries again', async () => {
    const load = vi
      .fn<() => Promise<CalendarFeed>>()
      .mockRejectedValueOnce(new ApiError(500, 'Er is iets misgegaan.'))
      .mockResolvedValue(OLD);
    renderPanel({ load });
    expect(await screen.findByText(/De link kon niet worden geladen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(((await screen.findByLabelText('Adres van de agenda')) as HTMLInputElement).value).toBe(OLD.url);
  });
});
