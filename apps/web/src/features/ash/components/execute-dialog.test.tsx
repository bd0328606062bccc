import type { AshDestinationData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import {
  destination,
  place,
  record,
  recordAnswer,
  stubFetch,
  wire,
  type Call,
} from '../lib/ash-test-fixtures.ts';
import { ExecuteDialog } from './execute-dialog.tsx';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom has no canvas: a stand-in for the signature pad that a test can "sign".
const pad = vi.hoisted(() => ({ current: null as null | { sign(): void } }));
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    private listeners: (() => void)[] = [];
    private empty = true;
    constructor() {
      pad.current = this;
    }
    addEventListener(_name: string, listener: () => void) {
      this.listeners.push(listener);
    }
    removeEventListener() {}
    off() {}
    clear() {
      this.empty = true;
    }
    toData() {
      return [];
    }
    fromData() {}
    isEmpty() {
      return this.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
    sign() {
      this.empty = false;
      this.listeners.forEach((listener) => listener());
    }
  },
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    scale: () => undefined,
  } as unknown as CanvasRenderingContext2D);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  pad.current = null;
});

const places = [
  place(),
  place({ id: 'p2', code: 'C-02', location: null, capacity: 1, occupied: 1 }),
  place({
    id: 'p3',
    kind: 'scattering_field',
    code: 'Strooiveld',
    location: null,
    capacity: null,
    occupied: 0,
  }),
];

function stub(answer: (call: Call) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/ash-places'))
      return json(200, {
        data: places.map(wire),
        meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 },
      });
    if (call.method === 'POST' && call.url.endsWith('/execute'))
      return recordAnswer(record({ status: 'executed' }));
    return answer(call);
  });
}

function render(theDestination: AshDestinationData) {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ExecuteDialog
            open
            record={record({ status: 'approved', destinations: [theDestination] })}
            destination={theDestination}
            onClose={onClose}
          />
        ),
      },
    ],
    { path: '/', permissions: ['ash.*'], roles: ['crematorium_staff'] },
  );
  return { onClose };
}

const approved = (overrides: Partial<AshDestinationData> = {}) =>
  destination({
    status: 'approved',
    approvedBy: { id: 'u5', name: 'Ans de Groot' },
    approvedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
const dialog = () => screen.getByRole('dialog', { name: 'Uitvoering vastleggen' });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Uitvoering vastleggen' }));
const executions = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/execute'));

describe('the "Uitvoering vastleggen" dialog', () => {
  describe('a hand-over', () => {
    it('requires the identity check and a signature or the signed form', async () => {
      const calls = stub();
      render(approved());
      expect((within(dialog()).getByLabelText('Overgedragen aan') as HTMLInputElement).value).toBe(
        'Piet Bakker',
      );
      submit();
      expect(
        await within(dialog()).findByText('Controleer het identiteitsbewijs van wie de urn ontvangt.'),
      ).toBeTruthy();
      expect(
        within(dialog()).getByText(
          'Laat de ontvanger tekenen of voeg het getekende overdrachtsformulier toe.',
        ),
      ).toBeTruthy();
      expect(
        within(dialog()).getByLabelText('Identiteitsbewijs gecontroleerd').getAttribute('aria-invalid'),
      ).toBe('true');
      expect(executions(calls)).toEqual([]);
    });

    it('sends the hand-over with the identity check and the drawn signature', async () => {
      const calls = stub();
      const { onClose } = render(approved());
      expect(
        within(dialog()).getByRole('img', { name: 'Tekenvlak voor de handtekening van de ontvanger' }),
      ).toBeTruthy();
      fireEvent.click(within(dialog()).getByLabelText('Identiteitsbewijs gecontroleerd'));
      fireEvent.change(within(dialog()).getByLabelText('Soort identiteitsbewijs (optioneel)'), {
        target: { value: 'Paspoort' },
      });
      pad.current?.sign();
      expect(await within(dialog()).findByText('De handtekening is vastgelegd.')).toBeTruthy();
      submit();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(executions(calls)).toEqual([
        {
          method: 'POST',
          url: '/api/ash-destinations/d1/execute',
          body: {
            executed_on: '2026-11-21',
            handed_to_name: 'Piet Bakker',
            identity_checked: true,
            identity_document: 'Paspoort',
            execution_note: null,
            signature: SIGNATURE,
            version: 3,
          },
        },
      ]);
    });

    it('takes the uploaded signed hand-over form instead of a drawn signature (the keyboard way)', async () => {
      const calls = stub((call) =>
        call.method === 'POST' && call.url.includes('/documents')
          ? json(201, {
              data: {
                id: 'doc2',
                kind: 'handover_form',
                destination_id: 'd1',
                file_name: 'overdracht.pdf',
                mime_type: 'application/pdf',
                size: 900,
                uploaded_by: null,
                created_at: '2026-11-21T10:00:00.000Z',
              },
            })
          : undefined,
      );
      const { onClose } = render(approved());
      fireEvent.click(within(dialog()).getByLabelText('Identiteitsbewijs gecontroleerd'));
      fireEvent.change(within(dialog()).getByLabelText('Getekend overdrachtsformulier (PDF, JPG of PNG)'), {
        target: { files: [new File(['%PDF'], 'overdracht.pdf', { type: 'application/pdf' })] },
      });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Formulier toevoegen' }));
      expect(
        await within(dialog()).findByText('Het getekende overdrachtsformulier is toegevoegd.'),
      ).toBeTruthy();
      expect(calls.find((call) => call.url.includes('/documents'))?.url).toBe(
        '/api/ash-records/r1/documents?kind=handover_form&destination_id=d1',
      );
      submit();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(executions(calls)[0]?.body).toMatchObject({ identity_checked: true, signature: null });
    });
  });

  it('a placement offers the fitting places with full ones disabled and requires a place', async () => {
    const calls = stub();
    const { onClose } = render(approved({ kind: 'niche', outcome: 'placed' }));
    const select = (await within(dialog()).findByLabelText('Asplaats (optioneel)')) as HTMLSelectElement;
    await within(dialog()).findByRole('option', { name: /C-02/ });
    expect(Array.from(select.options).map((option) => [option.textContent, option.disabled])).toEqual([
      ['Geen asplaats van het crematorium', false],
      ['C-01 (Columbarium oost) — Nis in columbarium, 1 van 2 bezet', false],
      ['C-02 — Nis in columbarium, 1 van 1 bezet (vol)', true],
    ]);
    submit();
    expect(
      await within(dialog()).findByText('Kies de asplaats of vul de plaats van bestemming in.'),
    ).toBeTruthy();
    expect(executions(calls)).toEqual([]);
    fireEvent.change(select, { target: { value: 'p1' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(executions(calls)[0]?.body).toEqual({
      executed_on: '2026-11-21',
      execution_note: null,
      ash_place_id: 'p1',
      executed_place: null,
      version: 3,
    });
  });

  it('a scattering at sea requires the place and whether relatives were present', async () => {
    const calls = stub();
    const { onClose } = render(approved({ kind: 'sea', outcome: 'scattered' }));
    expect(within(dialog()).queryByLabelText(/Strooiveld/)).toBeNull();
    submit();
    expect(
      await within(dialog()).findByText('Kies het strooiveld of vul de plaats van verstrooiing in.'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Kies ja of nee.')).toBeTruthy();
    expect(executions(calls)).toEqual([]);
    fireEvent.change(within(dialog()).getByLabelText('Plaats van verstrooiing of bijzetting'), {
      target: { value: 'Noordzee, 12 mijl uit Scheveningen' },
    });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Ja' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(executions(calls)[0]?.body).toEqual({
      executed_on: '2026-11-21',
      execution_note: null,
      executed_place: 'Noordzee, 12 mijl uit Scheveningen',
      relatives_present: true,
      version: 3,
    });
  });

  it('starts on the approval day when the server’s day is ahead of this browser’s', () => {
    stub();
    render(approved({ kind: 'sea', outcome: 'scattered', approvedAt: '2026-12-02T09:00:00.000Z' }));
    expect(within(dialog()).getByRole('group', { name: 'Datum uitvoering' }).textContent).toContain(
      '02-12-2026',
    );
  });
});
