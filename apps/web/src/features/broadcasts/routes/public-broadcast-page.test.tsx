import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { PublicBroadcastPage } from './public-broadcast-page.tsx';

const hls = vi.hoisted(() => ({
  loadSource: vi.fn(),
  attachMedia: vi.fn(),
  destroy: vi.fn(),
  supported: true,
}));

vi.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.supported;
    loadSource = hls.loadSource;
    attachMedia = hls.attachMedia;
    destroy = hls.destroy;
    on() {}
  }
  return { default: FakeHls };
});

const SLUG = 'q8Zr4kT2mW9xYv1BnC5dEa';

const granted = (extra: Record<string, unknown> = {}) => ({
  data: {
    title: 'Afscheid Jan de Vries',
    deceased_name: 'Jan de Vries',
    starts_at: '2026-11-25T13:00:00.000Z',
    ends_at: '2026-11-25T14:30:00.000Z',
    status: 'live',
    stream: { kind: 'youtube', player_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    available_until: null,
    ...extra,
  },
});

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

let calls: Call[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  hls.loadSource.mockClear();
  hls.attachMedia.mockClear();
  hls.supported = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
        headers: new Headers(init?.headers),
      });
      return (answers.shift() ?? (() => json(500, {})))();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes([{ path: '/uitzending/:slug', element: <PublicBroadcastPage /> }], {
    path: `/uitzending/${SLUG}`,
    permissions: [],
    roles: [],
  });
}

function enter(code: string) {
  fireEvent.change(screen.getByLabelText('Toegangscode'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Bekijken' }));
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('PublicBroadcastPage', () => {
  it('shows nothing of the broadcast before the code, asks nothing, and keeps the page out of search engines', () => {
    const { router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Uitzending' })).toBeTruthy();
    expect(screen.getByLabelText('Toegangscode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bekijken' })).toBeTruthy();
    expect(document.querySelector('iframe, video')).toBeNull();
    expect(document.body.textContent).not.toContain('Jan de Vries');
    expect(calls).toEqual([]);
    expect(robots()).toBe('noindex, nofollow');
    cleanup();
    expect(robots()).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('asks for the code when it is empty, without asking the server', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Bekijken' }));
    expect(await screen.findByText('Vul de toegangscode in.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('with the right code shows the name, the date and time and the YouTube player, and nothing else', async () => {
    answers.push(() => json(200, granted()));
    const { router } = renderPage();
    enter('k7qm-3xpd');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jan de Vries' })).toBeTruthy();
    expect(screen.getByText('25 november 2026, 14:00–15:30')).toBeTruthy();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame?.getAttribute('title')).toBe('Uitzending: Jan de Vries');
    expect(frame?.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame?.parentElement?.className).toContain('aspect-video');
    expect(screen.queryByLabelText('Toegangscode')).toBeNull();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `/api/public/broadcasts/${SLUG}/access`,
      body: { code: 'k7qm-3xpd' },
    });
    expect(calls[0]?.headers.has('X-Organization-Id')).toBe(false);
    // The code lives in memory only: not in the address, not in storage.
    expect(router.state.location.pathname + router.state.location.search).toBe(`/uitzending/${SLUG}`);
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('3XPD');
  });

  it('says a wrong code is wrong, on the field, and shows nothing', async () => {
    answers.push(() =>
      json(404, { message: 'Deze toegangscode klopt niet. Controleer de code en probeer het opnieuw.' }),
    );
    renderPage();
    enter('AAAA-BBBB');
    expect(
      await screen.findByText('Deze toegangscode klopt niet. Controleer de code en probeer het opnieuw.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Toegangscode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Toegangscode'));
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('says how long to wait after too many wrong codes', async () => {
    answers.push(
      () =>
        new Response(JSON.stringify({ message: 'Te vaak een verkeerde code geprobeerd.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
        }),
    );
    renderPage();
    enter('AAAA-BBBB');
    expect(
      await screen.findByText(
        'Te vaak een verkeerde code geprobeerd. Wacht 15 minuten en probeer het dan opnieuw.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('says a broadcast is no longer available (or cancelled), and stops asking for the code', async () => {
    answers.push(() => json(410, { message: 'Deze uitzending is niet meer beschikbaar.' }));
    renderPage();
    enter('K7QM-3XPD');
    expect(await screen.findByText('Deze uitzending is niet meer beschikbaar.')).toBeTruthy();
    expect(screen.queryByLabelText('Toegangscode')).toBeNull();
    expect(document.querySelector('iframe, video')).toBeNull();
    cleanup();

    answers.push(() => json(410, { message: 'Deze uitzending gaat niet door.' }));
    renderPage();
    enter('K7QM-3XPD');
    expect(await screen.findByText('Deze uitzending gaat niet door.')).toBeTruthy();
  });

  it('plays an HLS stream natively where the browser can', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    answers.push(() =>
      json(200, granted({ stream: { kind: 'hls', player_url: 'https://stream.example.nl/live/aula.m3u8' } })),
    );
    renderPage();
    enter('K7QM-3XPD');
    await screen.findByRole('heading', { level: 1, name: 'Jan de Vries' });
    const video = document.querySelector('video');
    await waitFor(() => expect(video?.getAttribute('src')).toBe('https://stream.example.nl/live/aula.m3u8'));
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(hls.loadSource).not.toHaveBeenCalled();
  });

  it('plays an HLS stream with hls.js, loaded only then, elsewhere', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    answers.push(() =>
      json(200, granted({ stream: { kind: 'hls', player_url: 'https://stream.example.nl/live/aula.m3u8' } })),
    );
    renderPage();
    enter('K7QM-3XPD');
    await screen.findByRole('heading', { level: 1, name: 'Jan de Vries' });
    await waitFor(() =>
      expect(hls.loadSource).toHaveBeenCalledWith('https://stream.example.nl/live/aula.m3u8'),
    );
    expect(hls.attachMedia).toHaveBeenCalledWith(document.querySelector('video'));
  });
});
