import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFieldStandIn, FilterDateField } from './filter-date-field.tsx';

afterEach(cleanup);

describe('FilterDateField', () => {
  it('stands in with a still look-alike while the date field loads, then is the date field', async () => {
    const onChange = vi.fn();
    render(<FilterDateField label="Overleden vanaf" value="2026-03-05" onChange={onChange} />);

    // The first render (the field's code not loaded yet): the label and the value as the field shows it,
    // hidden from assistive technology, with no control to operate.
    const placeholder = screen.getByTestId('date-field-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toContain('Overleden vanaf');
    expect(placeholder.textContent).toContain('05-03-2026');
    expect(screen.queryByRole('group')).toBeNull();

    // Then the real field, with the same value, in place of the look-alike.
    const field = await screen.findByRole('group', { name: 'Overleden vanaf' }, { timeout: 5000 });
    expect(field.textContent).toContain('05-03-2026');
    expect(screen.queryByTestId('date-field-placeholder')).toBeNull();
  });

  it('shows the segments’ placeholder for an empty value, like the field', () => {
    render(<DateFieldStandIn label="Tot en met" value="" />);
    expect(screen.getByTestId('date-field-placeholder').textContent).toBe('Tot en metdd-mm-jjjj');
  });
});
