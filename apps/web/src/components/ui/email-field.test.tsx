import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField } from './email-field.tsx';

afterEach(cleanup);

describe('EmailField', () => {
  it('is a labelled e-mail input with the e-mail keyboard and its error tied to it', () => {
    render(<EmailField label="E-mailadres" autoComplete="username" required error="Vul het e-mailadres in." />);
    const input = screen.getByLabelText(/^E-mailadres/) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.inputMode).toBe('email');
    expect(input.autocomplete).toBe('username');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Vul het e-mailadres in.')).toBeTruthy();
  });
});
