import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { DebtorCreateDialog } from './debtor-create-dialog.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];

const wireDebtor = (extra: Record<string, unknown> = {}) => ({
  id: 'b1',
  kind: 'company',
  display_name: 'Bloemenhuis Jansen',
  company_name: 'Bloemenhuis Jansen',
  initials: null,
  first_name: null,
  name_prefix: null,
  surname: null,
  kvk_number: null,
  vat_number: null,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: null,
  country: 'NL',
  email: null,
  phone: null,
  iban: null,
  invoice_method: 'email',
  notes: null,
  wefact_debtor_code: null,
  source_dossier: null,
  version: 1,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return method === 'POST' ? json(201, { data: wireDebtor() }) : json(200, {});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onCreated = vi.fn(), onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/', element: <DebtorCreateDialog isOpen onClose={onClose} onCreated={onCreated} /> }],
    { path: '/', permissions: ['debtors.create'] },
  );
  return { onCreated, onClose };
}

describe('DebtorCreateDialog', () => {
  it('shows the person fields first and the company fields after switching to a company', async () => {
    open();
    expect((screen.getByLabelText('Particulier') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(/^Achternaam/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Bedrijfsnaam/)).toBeNull();

    fireEvent.click(screen.getByLabelText('Bedrijf'));
    expect(await screen.findByLabelText(/^Bedrijfsnaam/)).toBeTruthy();
    expect(screen.getByLabelText(/^KvK-nummer/)).toBeTruthy();
    expect(screen.getByLabelText(/^Achternaam contactpersoon/)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Particulier'));
    await waitFor(() => expect(screen.queryByLabelText(/^Bedrijfsnaam/)).toBeNull());
  });

  it('says in Dutch what is missing and sends nothing', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Debiteur toevoegen' }));
    expect(await screen.findByText('Vul de achternaam in.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Bedrijf'));
    fireEvent.click(screen.getByRole('button', { name: 'Debiteur toevoegen' }));
    expect(await screen.findByText('Vul de bedrijfsnaam in.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates a company and hands the debtor over', async () => {
    const { onCreated, onClose } = open();
    fireEvent.click(screen.getByLabelText('Bedrijf'));
    fireEvent.change(await screen.findByLabelText(/^Bedrijfsnaam/), { target: { value: 'Bloemenhuis Jansen' } });
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: '3981ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Debiteur toevoegen' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/debtors');
    expect(post.body).toMatchObject({ kind: 'company', company_name: 'Bloemenhuis Jansen', postcode: '3981 AB', country: 'NL' });
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ id: 'b1', displayName: 'Bloemenhuis Jansen' });
    expect(onClose).toHaveBeenCalled();
  });
});
