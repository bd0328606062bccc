import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDateField, typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { EMPTY_FILTERS, type DossierFilters } from '../lib/list-params.ts';
import { DossierFiltersPanel } from './dossier-filters.tsx';

const membersState = vi.hoisted(() => ({ available: false }));
vi.mock('../api/use-dossier.ts', () => ({
  useAssignableMembers: () => ({ members: [], assignable: [], available: membersState.available }),
}));

afterEach(() => {
  cleanup();
  membersState.available = false;
});

function Harness({
  initial,
  onFilters,
}: {
  initial: DossierFilters;
  onFilters: (next: DossierFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <DossierFiltersPanel
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onFilters(next);
      }}
    />
  );
}

/** The filters' date fields load after the panel (FilterDateField): wait for the first one. */
const LOADED = { timeout: 5000 };

describe('DossierFiltersPanel', () => {
  it('puts dates typed as dd-mm-jjjj into the filters as YYYY-MM-DD, and takes them out again', async () => {
    const onFilters = vi.fn();
    render(<Harness initial={EMPTY_FILTERS} onFilters={onFilters} />);
    typeIntoDateField(await screen.findByRole('group', { name: 'Overleden vanaf' }, LOADED), '01112026');
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, diedFrom: '2026-11-01' });
    typeIntoDateField(screen.getByRole('group', { name: 'Uitvaart tot en met' }), '30112026');
    expect(onFilters).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      diedFrom: '2026-11-01',
      funeralTo: '2026-11-30',
    });

    clearDateField(screen.getByRole('group', { name: 'Overleden vanaf' }));
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, funeralTo: '2026-11-30' });
  });

  it('shows the filters of the URL in Dutch order', async () => {
    render(<Harness initial={{ ...EMPTY_FILTERS, diedTo: '2026-03-05' }} onFilters={() => {}} />);
    const field = await screen.findByRole('group', { name: 'Overleden tot en met' }, LOADED);
    expect(field.textContent).toContain('05-03-2026');
  });

  it('folds the fields on a phone behind the heading, unfolded when a filter is on', () => {
    render(<Harness initial={EMPTY_FILTERS} onFilters={() => {}} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden below md only: md:block shows them from md up whatever the toggle says.
    expect(fields.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block']));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fields.className.split(' ')).toContain('block');
    expect(fields.className.split(' ')).not.toContain('hidden');
    cleanup();

    render(<Harness initial={{ ...EMPTY_FILTERS, type: 'burial' }} onFilters={() => {}} />);
    expect(screen.getByRole('button', { name: /^Filters \(1\)/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the legal deadlines filter of the dashboard’s link, and clears it', () => {
    const onFilters = vi.fn();
    render(<Harness initial={{ ...EMPTY_FILTERS, deadline: 'soon' }} onFilters={onFilters} />);
    const box = screen.getByRole('checkbox', { name: 'Termijn loopt af' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByRole('button', { name: /^Filters \(1\)/ }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(box);
    expect(onFilters).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    fireEvent.click(box);
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, deadline: 'soon' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(onFilters).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it('lays the filters out without holes, with or without the responsible filter (issue 11)', async () => {
    const choices = () => screen.getByTestId('filter-choices');
    render(<Harness initial={EMPTY_FILTERS} onFilters={() => {}} />);
    // No empty spacer cells; two choices fill a row of two.
    expect(document.querySelectorAll('[aria-hidden="true"]:empty')).toHaveLength(0);
    expect(choices().children).toHaveLength(2);
    expect(choices().className.split(' ')).not.toContain('lg:grid-cols-3');
    cleanup();

    membersState.available = true;
    render(<Harness initial={EMPTY_FILTERS} onFilters={() => {}} />);
    expect(choices().children).toHaveLength(3);
    expect(choices().className.split(' ')).toContain('lg:grid-cols-3');
    // The third choice takes the whole row of two on a small screen.
    expect((choices().children[2] as HTMLElement).className.split(' ')).toContain('sm:col-span-2');
    // Each date range keeps its from and to together.
    const died = (await screen.findByRole('group', { name: 'Overleden vanaf' }, LOADED)).closest(
      '.grid',
    ) as HTMLElement;
    expect(died.textContent).toContain('Overleden tot en met');
    expect(died.textContent).not.toContain('Uitvaart');
  });
});
