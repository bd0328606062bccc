import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDateField, typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { EMPTY_FILTERS, type DossierFilters } from '../lib/list-params.ts';
import { DossierFiltersPanel } from './dossier-filters.tsx';

vi.mock('../api/use-dossier.ts', () => ({ useAssignableMembers: () => ({ members: [], available: false }) }));

afterEach(cleanup);

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

describe('DossierFiltersPanel', () => {
  it('puts dates typed as dd-mm-jjjj into the filters as YYYY-MM-DD, and takes them out again', () => {
    const onFilters = vi.fn();
    render(<Harness initial={EMPTY_FILTERS} onFilters={onFilters} />);
    typeIntoDateField(screen.getByRole('group', { name: 'Overleden vanaf' }), '01112026');
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

  it('shows the filters of the URL in Dutch order', () => {
    render(<Harness initial={{ ...EMPTY_FILTERS, diedTo: '2026-03-05' }} onFilters={() => {}} />);
    expect(screen.getByRole('group', { name: 'Overleden tot en met' }).textContent).toContain('05-03-2026');
  });

  it('folds the fields on a phone behind the heading, unfolded when a filter is on', () => {
    render(<Harness initial={EMPTY_FILTERS} onFilters={() => {}} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Hidden below md only: md:grid shows them from md up whatever the toggle says.
    expect(fields.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:grid']));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fields.className.split(' ')).toContain('grid');
    expect(fields.className.split(' ')).not.toContain('hidden');
    cleanup();

    render(<Harness initial={{ ...EMPTY_FILTERS, type: 'burial' }} onFilters={() => {}} />);
    expect(screen.getByRole('button', { name: /^Filters \(1\)/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
