import { messages, toSnakeCase, type DossierAshStatus } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { AshStatusPanel } from './ash-status-panel.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let status: DossierAshStatus | null = null;
let answer: (call: Call) => Response | undefined = () => undefined;

const recorded: DossierAshStatus = {
  requestId: 'req1',
  crematoriumName: 'Crematorium Het Rozenveld',
  registrationNumber: 'AS-2026-0012',
  status: 'in_storage',
  crematedOn: '2026-11-18',
  releaseOn: '2026-12-19',
  urnCount: 2,
  blocked: false,
  canSend: true,
  destinations: [],
};

const withDestinations: DossierAshStatus = {
  ...recorded,
  status: 'approved',
  blocked: true,
  canSend: false,
  destinations: [
    {
      id: 'd1',
      kind: 'niche',
      urns: 1,
      status: 'approved',
      decidedByName: 'Piet Bakker',
      approvedAt: '2026-12-20T09:30:00.000Z',
      executedOn: null,
      closedAt: null,
    },
    {
      id: 'd2',
      kind: 'urn_grave',
      urns: 1,
      status: 'closed',
      decidedByName: 'Piet Bakker',
      approvedAt: '2026-12-20T09:30:00.000Z',
      executedOn: '2026-12-22',
      closedAt: '2026-12-22T15:00:00.000Z',
    },
  ],
};

/** The dossier's ash-destination section as the section API gives it (camelCase). */
const section = {
  destination: 'scatter_field',
  consent: null,
  scattering: 'with_relatives',
  urn: { kind: 'standard', article: null, count: 1, division: 'Eén urn en twee gedenksieraden' },
  place: { name: 'Strooiveld Het Rozenveld', address: null },
  plannedDate: '2027-01-08',
};

const clientSection = {
  person: {
    salutation: 'mr',
    firstNames: 'Pieter Johannes',
    initials: 'P.J.',
    callName: 'Piet',
    namePrefix: null,
    lastName: 'Bakker',
    address: {
      street: 'Lindelaan',
      houseNumber: '14',
      houseNumberAddition: 'a',
      postcode: '3572 AB',
      city: 'Utrecht',
      municipality: null,
      country: null,
    },
    phone: null,
    email: null,
  },
  relation: 'Zoon',
};

beforeEach(() => {
  calls = [];
  status = null;
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.url === '/api/dossiers/d1/ash-status')
        return json(200, { data: status ? toSnakeCase(status) : null });
      if (call.url === '/api/dossiers/d1/sections/client') {
        return json(200, {
          data: toSnakeCase({
            key: 'client',
            label: 'Opdrachtgever',
            version: 4,
            data: clientSection,
            updatedAt: '2026-11-18T10:00:00.000Z',
            updatedBy: null,
          }),
        });
      }
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DIRECTOR = ['dossiers.view', 'sections.*', 'crematorium_requests.*'];

function renderPanel({ permissions = DIRECTOR, readOnly = false, type = 'cremation' } = {}) {
  renderRoutes(
    [
      {
        path: '/',
        element: <AshStatusPanel dossier={{ id: 'd1', type }} section={section} readOnly={readOnly} />,
      },
    ],
    { path: '/', permissions },
  );
}

const panel = () => screen.getByTestId('ash-status-panel');

/** Opens the send dialog and waits for its form (it first loads the client section). */
async function openSendDialog() {
  fireEvent.click(sendButton()!);
  await screen.findByLabelText('Beslist door (opdrachtgever)');
  return screen.getByRole('dialog', { name: 'Asbestemming doorgeven aan het crematorium' });
}
const sendButton = () => screen.queryByRole('button', { name: 'Asbestemming doorgeven aan het crematorium' });

describe('the ash status in the dossier', () => {
  it('explains that the status appears once the crematorium has recorded the cremation', async () => {
    renderPanel();
    expect(
      await within(panel()).findByText(
        /De status verschijnt hier zodra het crematorium de crematie heeft vastgelegd/,
      ),
    ).toBeTruthy();
    expect(sendButton()).toBeNull();
  });

  it('shows the record; the send dialog is prefilled from the dossier and sends the edited destination', async () => {
    status = recorded;
    answer = (call) => {
      if (call.method !== 'POST') return undefined;
      status = {
        ...recorded,
        status: 'destination_requested',
        destinations: [
          {
            id: 'd9',
            kind: 'scattering_field',
            urns: 2,
            status: 'requested',
            decidedByName: 'Pieter Johannes Bakker',
            approvedAt: null,
            executedOn: null,
            closedAt: null,
          },
        ],
      };
      return json(201, { data: toSnakeCase(status) });
    };
    renderPanel();
    await within(panel()).findByText('Crematorium Het Rozenveld');
    expect(panel().textContent).toContain('AS-2026-0012');
    expect(panel().textContent).toContain('In bewaring');
    expect(panel().textContent).toContain('18 november 2026');
    expect(panel().textContent).toContain('vanaf 19 december 2026');
    expect(panel().textContent).toContain('Er is nog geen asbestemming doorgegeven.');

    const dialog = await openSendDialog();
    const value = (label: string | RegExp) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Asbestemming')).toBe('scattering_field');
    expect(value('Aantal urnen')).toBe('1');
    expect(value('Beslist door (opdrachtgever)')).toBe('Pieter Johannes Bakker');
    expect(value('Adres opdrachtgever')).toBe('Lindelaan 14 a, 3572 AB Utrecht');
    expect(value('Plaats van bestemming')).toBe('Strooiveld Het Rozenveld');
    expect(value('Toelichting')).toBe('Eén urn en twee gedenksieraden');
    expect((within(dialog).getByLabelText('Met nabestaanden') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('group', { name: 'Geplande datum' }).textContent).toContain('08');
    // Consent is only asked for an existing grave or someone else's ground.
    expect(within(dialog).queryByLabelText(messages.ash.fields.consent)).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Aantal urnen'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByLabelText('Zonder nabestaanden'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doorgeven' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/crematorium-requests/req1/ash-destination',
      body: {
        kind: 'scattering_field',
        urns: 2,
        decided_by_name: 'Pieter Johannes Bakker',
        decided_by_address: 'Lindelaan 14 a, 3572 AB Utrecht',
        destination_place: 'Strooiveld Het Rozenveld',
        planned_on: '2027-01-08',
        consent: null,
        relatives_present: false,
        details: 'Eén urn en twee gedenksieraden',
      },
    });
    // The panel shows the answer: the destination as the crematorium has it now.
    expect(await within(panel()).findByText(messages.ash.success.destinationSent)).toBeTruthy();
    const list = within(panel()).getByTestId('ash-status-destinations');
    expect(list.textContent).toContain('Verstrooiing op het strooiveld');
    expect(list.textContent).toContain('Aangevraagd');
    expect(panel().textContent).toContain('Bestemming aangevraagd');
  });

  it('checks the dialog before sending, and shows a 409 as its message', async () => {
    status = recorded;
    answer = (call) =>
      call.method === 'POST' ? json(409, { message: messages.ash.errors.noRecordYet }) : undefined;
    renderPanel();
    await within(panel()).findByText('Crematorium Het Rozenveld');
    const dialog = await openSendDialog();
    fireEvent.change(within(dialog).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: '' },
    });
    fireEvent.change(within(dialog).getByLabelText('Aantal urnen'), { target: { value: 'twee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doorgeven' }));
    expect(await within(dialog).findByText('Vul de naam van de opdrachtgever in.')).toBeTruthy();
    expect(within(dialog).getByText(messages.ash.errors.urns)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: 'Piet Bakker' },
    });
    fireEvent.change(within(dialog).getByLabelText('Aantal urnen'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Asbestemming'), { target: { value: 'existing_grave' } });
    fireEvent.click(await within(dialog).findByLabelText(messages.ash.fields.consent));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doorgeven' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.ash.errors.noRecordYet);
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    // No urn count: the crematorium takes every urn still without destination; consent asked, relatives not.
    expect(body).not.toHaveProperty('urns');
    expect(body).toMatchObject({
      kind: 'existing_grave',
      decided_by_name: 'Piet Bakker',
      consent: true,
      relatives_present: null,
    });
  });

  it('lists the destinations with their status and dates, and warns about a block', async () => {
    status = withDestinations;
    renderPanel();
    const list = await within(panel()).findByTestId('ash-status-destinations');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bijzetting in een nis (columbarium)Goedgekeurd1 urn · Beslist door Piet BakkerGoedgekeurd op 20 december 2026',
      'Bijzetting in een urnengrafAfgesloten1 urn · Beslist door Piet BakkerGoedgekeurd op 20 december 2026 · Uitgevoerd op 22 december 2026 · Afgesloten op 22 december 2026',
    ]);
    expect(within(panel()).getByText('Verbod van de officier van justitie')).toBeTruthy();
    expect(panel().textContent).toContain('Alle urnen hebben een asbestemming.');
    expect(sendButton()).toBeNull();
  });

  it('sends nothing from a read-only dossier or without the permission', async () => {
    status = recorded;
    renderPanel({ readOnly: true });
    await within(panel()).findByText('Crematorium Het Rozenveld');
    expect(sendButton()).toBeNull();
    cleanup();
    renderPanel({ permissions: ['dossiers.view', 'sections.view', 'crematorium_requests.view'] });
    await within(panel()).findByText('Crematorium Het Rozenveld');
    expect(sendButton()).toBeNull();
  });

  it('is not there in a burial dossier', () => {
    renderPanel({ type: 'burial' });
    expect(screen.queryByTestId('ash-status-panel')).toBeNull();
    expect(calls).toEqual([]);
  });
});
