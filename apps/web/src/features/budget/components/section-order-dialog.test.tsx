import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionOrderDialog } from './section-order-dialog.tsx';

const api = vi.hoisted(() => ({
  listBudgetSections: vi.fn(),
  orderBudgetSections: vi.fn(),
  createBudgetSection: vi.fn(),
  deleteBudgetSection: vi.fn(),
}));
vi.mock('../api/budget-api.ts', () => api);
// Unmounted after each test: the dialog's focus timer (React Aria, 500 ms) must not fire after jsdom is gone.
afterEach(cleanup);

const section = (id: string, name: string, position: number, lineCount = 0) => ({
  id,
  name,
  position,
  lineCount,
  version: 1,
  createdAt: '',
  updatedAt: '',
});

describe('SectionOrderDialog', () => {
  beforeEach(() => {
    api.listBudgetSections.mockResolvedValue([
      section('a', 'Verzorging', 0, 2),
      section('b', 'Opbaring', 1),
      section('c', 'Bloemen', 2),
    ]);
    api.orderBudgetSections.mockImplementation(async (ids: string[]) =>
      ids.map((id, i) => section(id, id, i)),
    );
  });

  it('moves a section with the keyboard (Omhoog/Omlaag) and saves the new order', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SectionOrderDialog onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const down = await screen.findByRole('button', { name: 'Verzorging omlaag' });
    expect(screen.getByRole('button', { name: 'Verzorging omhoog' }).hasAttribute('disabled')).toBe(true);
    // A section in use cannot be deleted; an empty one can.
    expect(screen.queryByRole('button', { name: 'Rubriek Verzorging verwijderen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rubriek Opbaring verwijderen' })).toBeTruthy();
    down.focus();
    fireEvent.keyDown(down, { key: 'Enter' });
    fireEvent.keyUp(down, { key: 'Enter' });
    await waitFor(() => expect(api.orderBudgetSections).toHaveBeenCalledWith(['b', 'a', 'c']));
    expect(await screen.findByText('De volgorde is opgeslagen.')).toBeTruthy();
    expect(screen.getAllByRole('row').map((row) => row.textContent?.slice(1, 2))).toEqual(['b', 'a', 'c']);
  });
});
