import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyField } from './money-field.tsx';

afterEach(cleanup);

function Harness({ initial = null }: { initial?: number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <MoneyField label="Prijs" value={cents} onChange={setCents} invalidMessage="Geen bedrag" />
      <output>{String(cents)}</output>
      <button type="button" onClick={() => setCents(4000)}>
        Veertig
      </button>
    </>
  );
}

describe('MoneyField', () => {
  it('shows cents the Dutch way and reads typed amounts into cents', () => {
    render(<Harness initial={123456} />);
    const input = screen.getByLabelText<HTMLInputElement>('Prijs');
    expect(input.value).toBe('1.234,56');

    fireEvent.change(input, { target: { value: '1250.5' } });
    expect(screen.getByRole('status').textContent).toBe('125050');
    // Leaving the field writes the amount back in Dutch.
    fireEvent.blur(input);
    expect(input.value).toBe('1.250,50');

    fireEvent.change(input, { target: { value: '1.250' } });
    expect(screen.getByRole('status').textContent).toBe('125000');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('reports text that is not an amount as NaN and says so', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Prijs');
    fireEvent.change(input, { target: { value: '12,345' } });
    expect(screen.getByRole('status').textContent).toBe('NaN');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Geen bedrag').closest('p')?.id).toBe(input.getAttribute('aria-describedby'));
    // The text stays as typed so it can be corrected.
    fireEvent.blur(input);
    expect(input.value).toBe('12,345');
  });

  it('replaces the text when the value changes from outside', () => {
    render(<Harness initial={100} />);
    fireEvent.click(screen.getByRole('button', { name: 'Veertig' }));
    expect(screen.getByLabelText<HTMLInputElement>('Prijs').value).toBe('40,00');
  });
});
