import { type BillableDossier, type InvoiceData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { nlInvoicing } from '../../../lib/i18n/nl-NL.invoicing.ts';
import { invoiceDossier, listBillableDossiers, listDebtorOptions } from '../api/invoicing-api.ts';
import { InvoiceDossierButton } from './invoice-dossier-button.tsx';

vi.mock('../api/invoicing-api.ts', () => ({
  invoiceDossier: vi.fn(),
  listBillableDossiers: vi.fn(),
  listDebtorOptions: vi.fn(),
}));

const entry: BillableDossier = {
  dossier: { id: 'd-1', number: '2026-0042', name: 'Johanna van der Berg', status: 'completed' },
  debtors: [
    { debtor: { id: 'deb-1', displayName: 'J. de Vries' }, lineCount: 5, excl: 15_556, incl: 15_452 },
    { debtor: null, lineCount: 1, excl: 2000, incl: 2000 },
  ],
  lineCount: 6,
  excl: 17_556,
  incl: 17_452,
};

const invoice = (code: string): InvoiceData => ({
  id: `i-${code}`,
  dossier: { id: 'd-1', number: '2026-0042' },
  debtor: { id: 'deb-1', displayName: 'J. de Vries' },
  state: 'created',
  code,
  status: 'concept',
  amountExcl: 17_556,
  amountVat: -104,
  amountIncl: 17_452,
  lineCount: 6,
  createdAt: '2026-11-21T12:00:00.000Z',
  statusRefreshedAt: '2026-11-21T12:00:00.000Z',
  lastError: null,
});

beforeEach(() => {
  vi.mocked(listBillableDossiers).mockResolvedValue({
    data: [entry],
    meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 },
  });
  vi.mocked(listDebtorOptions).mockResolvedValue([{ id: 'deb-1', displayName: 'J. de Vries' }]);
  vi.mocked(invoiceDossier).mockReset();
});
afterEach(cleanup);

function renderButton(onInvoiced = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InvoiceDossierButton dossierId="d-1" number="2026-0042" onInvoiced={onInvoiced} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onInvoiced;
}

describe('InvoiceDossierButton', () => {
  it('shows what is invoiced per debtor, asks the debtor of lines without one, and shows the codes', async () => {
    vi.mocked(invoiceDossier).mockResolvedValue([invoice('[concept]0001')]);
    const onInvoiced = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Dossier 2026-0042 factureren' }));
    expect(
      await screen.findByText('J. de Vries: 5 regels, € 155,56 excl. btw, € 154,52 incl. btw'),
    ).toBeTruthy();
    expect(screen.getByText('Zonder debiteur: 1 regel, € 20,00 excl. btw, € 20,00 incl. btw')).toBeTruthy();

    const confirm = screen.getByRole('button', { name: 'Factureren in WeFact' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const choice = screen.getByLabelText('Debiteur voor de regels zonder debiteur', {
      exact: false,
      selector: 'select',
    });
    await screen.findByRole('option', { name: 'J. de Vries' });
    fireEvent.change(choice, { target: { value: 'deb-1' } });
    fireEvent.click(confirm);

    await waitFor(() => expect(onInvoiced).toHaveBeenCalled());
    expect(invoiceDossier).toHaveBeenCalledWith('d-1', 'deb-1');
    expect(await screen.findByText('Gefactureerd in WeFact: [concept]0001.')).toBeTruthy();
  });

  it("shows WeFact's own error text and keeps the dialog open", async () => {
    vi.mocked(listBillableDossiers).mockResolvedValue({
      data: [{ ...entry, debtors: [entry.debtors[0]!] }],
      meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 },
    });
    vi.mocked(invoiceDossier).mockRejectedValue(new ApiError(502, 'Debiteurnummer is ongeldig.'));
    const onInvoiced = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Dossier 2026-0042 factureren' }));
    expect(
      await screen.findByText('J. de Vries: 5 regels, € 155,56 excl. btw, € 154,52 incl. btw'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Factureren in WeFact' }));
    expect(await screen.findByText('Debiteurnummer is ongeldig.')).toBeTruthy();
    expect(invoiceDossier).toHaveBeenCalledWith('d-1', undefined);
    expect(onInvoiced).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when there is nothing to invoice', async () => {
    vi.mocked(listBillableDossiers).mockResolvedValue({
      data: [],
      meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 },
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Dossier 2026-0042 factureren' }));
    expect(await screen.findByText(nlInvoicing.invoice.nothing)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Factureren in WeFact' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
