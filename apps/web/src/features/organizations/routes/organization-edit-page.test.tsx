import { messages, toSnakeCase, type OrganizationData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { OrganizationEditPage } from './organization-edit-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let record: OrganizationData;

const rozenveld: OrganizationData = {
  id: 'o2',
  name: 'Crematorium Het Rozenveld',
  type: 'crematorium',
  kvkNumber: '30412987',
  vatNumber: null,
  iban: null,
  street: 'Rozenveldweg',
  houseNumber: '2',
  houseNumberAddition: 'A',
  postcode: '3731 GE',
  city: 'De Bilt',
  phone: '030 220 18 00',
  email: null,
  hasLogo: false,
  acceptsRequests: true,
  ashStorageTermMonths: 6,
  version: 1,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  myRole: 'owner',
  can: { update: true, manageMembers: true, manageInvitations: true, manageWefact: false },
};

beforeEach(() => {
  calls = [];
  record = rozenveld;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (call.url === '/api/organizations/o2' && call.method === 'GET')
        return json(200, { data: toSnakeCase(record) });
      if (call.url === '/api/organizations/o2' && call.method === 'PUT') {
        const body = call.body as Record<string, unknown>;
        return json(200, {
          data: toSnakeCase({ ...record, version: 2, ashStorageTermMonths: body['ash_storage_term_months'] }),
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

function render() {
  return renderRoutes(
    [
      { path: '/organizations/:id/edit', element: <OrganizationEditPage /> },
      { path: '/organizations/:id', element: <p>Organisatie</p> },
    ],
    { path: '/organizations/o2/edit', permissions: ['organizations.update'], roles: ['owner'] },
  );
}

const termField = () => screen.getByLabelText(messages.ash.fields.storageTermMonths) as HTMLInputElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('the storage term for ashes on a crematorium’s edit page', () => {
  it('sits next to "takes crematorium requests" and sends only a changed term', async () => {
    const { router } = render();
    expect(
      (await screen.findByLabelText(messages.ash.fields.storageTermMonths)) as HTMLInputElement,
    ).toBeTruthy();
    expect(termField().value).toBe('6');
    expect(screen.getByRole('group', { name: 'Crematieaanvragen en asbeheer' })).toBeTruthy();
    expect(screen.getByLabelText('Neemt crematieaanvragen aan via het platform')).toBeTruthy();

    fireEvent.change(termField(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o2'));
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/organizations/o2', body: { version: 1, ash_storage_term_months: 12 } },
    ]);
  });

  it('refuses a term outside 1 to 120 months, in Dutch, without sending', async () => {
    for (const value of ['0', '121', '']) {
      cleanup();
      render();
      await screen.findByLabelText(messages.ash.fields.storageTermMonths);
      expect(termField().getAttribute('aria-invalid')).toBeNull();
      fireEvent.change(termField(), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
      await waitFor(() => expect(termField().getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(messages.ash.errors.storageTerm)).toBeTruthy();
    }
    expect(puts()).toEqual([]);
  });

  it('is not on a funeral company’s page', async () => {
    record = { ...rozenveld, type: 'funeral_company', name: 'Uitvaartzorg De Linde' };
    render();
    await screen.findByLabelText('Naam');
    expect(screen.queryByLabelText(messages.ash.fields.storageTermMonths)).toBeNull();
  });
});
