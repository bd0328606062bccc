import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetHistoryEntry } from '../api/budget-api.ts';
import { BudgetHistory } from './budget-history.tsx';

const api = vi.hoisted(() => ({ getBudgetHistory: vi.fn() }));
vi.mock('../api/budget-api.ts', () => api);

const user = { id: 'u1', name: 'Anna de Vries' };
const entry = (id: string, action: string, extra: Partial<BudgetHistoryEntry> = {}): BudgetHistoryEntry => ({
  id,
  at: '2026-11-21T09:30:00.000Z',
  user,
  action,
  lineId: null,
  description: null,
  changes: [],
  invoice: null,
  ...extra,
});
const invoice = { id: 'i1', code: 'F2026-0001' };

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BudgetHistory dossierId="d1" />
    </QueryClientProvider>,
  );
}

const itemTexts = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getAllByText(/./)[0]!.closest('p')!.textContent);

describe('BudgetHistory', () => {
  beforeEach(() => {
    api.getBudgetHistory.mockReset();
  });
  afterEach(cleanup);

  it('tells the invoicing in WeFact in Dutch, next to the changes of the lines', async () => {
    api.getBudgetHistory.mockResolvedValue({
      data: [
        entry('7', 'invoice_status_changed', {
          invoice,
          changes: [{ field: 'status', from: 'concept', to: 'sent' }],
        }),
        entry('6', 'invoice_created', {
          invoice,
          changes: [
            { field: 'wefact_code', from: null, to: 'F2026-0001' },
            { field: 'adopted', from: null, to: false },
          ],
        }),
        entry('5', 'invoice_created', {
          invoice: { id: 'i3', code: 'F2026-0003' },
          changes: [{ field: 'adopted', from: null, to: true }],
        }),
        entry('4', 'invoice_started', { invoice }),
        entry('3', 'invoice_failed', {
          invoice: { id: 'i2', code: null },
          changes: [{ field: 'error', from: null, to: 'WeFact is niet bereikbaar.' }],
        }),
        entry('2', 'invoice_interrupted', { invoice: { id: 'i4', code: null }, user: null }),
        entry('1', 'created', {
          lineId: 'l1',
          description: 'Rouwauto',
          changes: [{ field: 'quantity', from: null, to: 1 }],
        }),
      ],
      meta: { currentPage: 1, perPage: 25, total: 7, lastPage: 1 },
    });
    renderHistory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7));
    const texts = itemTexts();
    expect(texts[0]).toMatch(/^Anna de Vries heeft de status vernieuwd: verzonden \(F2026-0001\) /);
    expect(texts[1]).toMatch(/^Anna de Vries heeft gefactureerd in WeFact: F2026-0001 /);
    expect(texts[2]).toMatch(
      /^Anna de Vries heeft gefactureerd in WeFact \(de factuur stond er al en is overgenomen\): F2026-0003 /,
    );
    expect(texts[3]).toMatch(/^Anna de Vries is begonnen met factureren in WeFact: F2026-0001 /);
    expect(texts[4]).toMatch(
      /^Anna de Vries heeft geprobeerd te factureren; factureren mislukt: WeFact is niet bereikbaar\. /,
    );
    expect(texts[5]).toMatch(/^Iemand zag dat het factureren was onderbroken; de regels kunnen opnieuw/);
    expect(texts[6]).toMatch(/^Anna de Vries heeft een regel toegevoegd: Rouwauto /);
    // Every entry says when, in Dutch.
    expect(texts.every((text) => /21 november 2026/.test(text ?? ''))).toBe(true);
    // No raw action names or field names leak into the list.
    expect(document.body.textContent).not.toMatch(/invoice_|wefact_code|adopted/);
  });

  it('pages to older entries', async () => {
    api.getBudgetHistory.mockImplementation(async (_id: string, page: number) => ({
      data: [entry(`p${page}`, 'invoice_started', { invoice: { id: 'i9', code: null } })],
      meta: { currentPage: page, perPage: 1, total: 2, lastPage: 2 },
    }));
    renderHistory();
    expect(await screen.findByText('Pagina 1 van 2')).toBeTruthy();
    expect(screen.getByText(/is begonnen met factureren in WeFact/).textContent).not.toContain('WeFact:');
    fireEvent.click(screen.getByRole('button', { name: 'Oudere' }));
    expect(await screen.findByText('Pagina 2 van 2')).toBeTruthy();
    expect(api.getBudgetHistory).toHaveBeenLastCalledWith('d1', 2);
  });
});
