import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import { plannerUser } from '../lib/planner-test-fixtures.ts';
import { GenerateDialog } from './generate-dialog.tsx';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

let sent: Sent[] = [];
let reply: () => Response;
const clicked: string[] = [];

beforeEach(() => {
  sent = [];
  clicked.length = 0;
  session.setUser(plannerUser);
  reply = () =>
    new Response(new Blob(['%PDF-1.7 …'], { type: 'application/pdf' }), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="weekplanning-2026-11-23.pdf"',
      },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return reply();
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:planning'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.download} ${this.href}`);
  });
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const places = [
  { id: 'aula', name: 'Aula', kind: 'aula' as const, locationName: 'Hoofdvestiging' },
  { id: 'koffie', name: 'Koffiekamer', kind: 'coffee_room' as const, locationName: null },
];

describe('GenerateDialog', () => {
  it('posts the view, date and chosen places and downloads the PDF under the server’s name', async () => {
    render(<GenerateDialog open onClose={() => undefined} view="day" date="2026-11-24" places={places} />);
    expect(screen.getByRole('heading', { name: 'Planning afdrukken' })).toBeTruthy();
    expect((screen.getByLabelText('Dagplanning') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Aula/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Weekplanning'));
    fireEvent.click(screen.getByLabelText(/^Koffiekamer/));
    fireEvent.click(screen.getByRole('button', { name: 'PDF maken' }));

    expect(await screen.findByText('De planning is gedownload als weekplanning-2026-11-23.pdf.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/planner/generate',
      method: 'POST',
      body: { view: 'week', date: '2026-11-24', place_ids: ['aula'] },
    });
    expect(sent[0]?.headers.get('X-Organization-Id')).toBe('o1');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(clicked).toEqual(['weekplanning-2026-11-23.pdf blob:planning']);
  });

  it('starts with the places the planner shows ticked, and wants at least one', async () => {
    render(
      <GenerateDialog open onClose={() => undefined} view="week" date="2026-11-24" places={places} selected={['koffie']} />,
    );
    expect((screen.getByLabelText(/^Aula/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Weekplanning') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Geen plaatsen kiezen' }));
    fireEvent.click(screen.getByRole('button', { name: 'PDF maken' }));
    expect(await screen.findByText('Kies minstens één plaats.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the server’s message when the PDF cannot be made', async () => {
    reply = () => json(422, { message: 'Controleer de velden.', errors: { date: ['Datum: vul een datum in als JJJJ-MM-DD.'] } });
    render(<GenerateDialog open onClose={() => undefined} view="day" date="2026-11-24" places={places} />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF maken' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('De pdf kon niet worden gemaakt: Controleer de velden.'));
    expect(screen.getByText('Datum: vul een datum in als JJJJ-MM-DD.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
