import type { DossierListItem } from '@afscheid/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DossierCards } from './dossier-cards.tsx';

afterEach(cleanup);

const dossiers = [
  {
    id: 'd1',
    number: '2026-0042',
    type: 'cremation',
    status: 'open',
    deceasedName: 'Johanna Goedhart',
    diedAt: '2026-04-03T08:00:00.000Z',
    funeralAt: '2026-04-09T12:30:00.000Z',
    responsible: { id: 'u1', name: 'Ursula Verzorger' },
  },
  {
    id: 'd2',
    number: '2026-0043',
    type: 'burial',
    status: 'open',
    deceasedName: 'Pieter de Vries',
    diedAt: '2026-04-05T22:15:00.000Z',
    funeralAt: null,
    responsible: null,
  },
] as unknown as DossierListItem[];

function renderCards(sort: string, onSort = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/dossiers', element: <DossierCards dossiers={dossiers} sort={sort} onSort={onSort} /> },
      { path: '/dossiers/:id', element: <p>Dossierpagina</p> },
    ],
    { initialEntries: ['/dossiers'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSort };
}

describe('DossierCards (phone)', () => {
  it('shows each dossier as a card with its number, type, status, dates and responsible person', () => {
    renderCards('-number');
    const cards = within(screen.getByTestId('dossier-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link').textContent).toBe('Johanna Goedhart');
    expect(first.textContent).toContain('2026-0042 · Crematie');
    expect(first.textContent).toContain('Lopend');
    expect(first.textContent).toContain('3 april 2026');
    expect(first.textContent).toContain('Ursula Verzorger');
    expect(second.textContent).toContain('Nog niet gepland');
    expect(second.textContent).toContain('Niet toegewezen');
  });

  it('opens the dossier from its card', () => {
    const { router } = renderCards('-number');
    fireEvent.click(screen.getByRole('link', { name: 'Pieter de Vries' }));
    expect(router.state.location.pathname).toBe('/dossiers/d2');
  });

  it('sorts with one choice instead of column headers', () => {
    const { onSort } = renderCards('-number');
    const select = screen.getByLabelText<HTMLSelectElement>('Sorteren op');
    expect(select.value).toBe('-number');
    expect(Array.from(select.options).map((option) => option.text)).toContain('Naam, oplopend');
    fireEvent.change(select, { target: { value: 'name' } });
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('offers the default order, newest first, among the choices', () => {
    renderCards('-created_at');
    const select = screen.getByLabelText<HTMLSelectElement>('Sorteren op');
    expect(select.selectedOptions[0]?.text).toBe('Aanmaakdatum, aflopend');
    expect(select.options).toHaveLength(10);
  });
});
