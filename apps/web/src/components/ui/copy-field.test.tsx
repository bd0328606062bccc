import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText, CopyField } from './copy-field.tsx';

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('says whether the browser took the text', async () => {
    expect(await copyText('K7QM-3XPD')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('K7QM-3XPD');
    writeText.mockRejectedValue(new Error('not allowed'));
    expect(await copyText('K7QM-3XPD')).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    expect(await copyText('K7QM-3XPD')).toBe(false);
  });
});

describe('CopyField', () => {
  it('shows the value read-only with its description and copies it, saying so', async () => {
    const { rerender } = render(
      <CopyField label="Toegangscode" value="K7QM-3XPD" description="Voor de familie." large />,
    );
    const input = screen.getByLabelText('Toegangscode') as HTMLInputElement;
    expect(input.value).toBe('K7QM-3XPD');
    expect(input.readOnly).toBe(true);
    expect(input.className).toContain('font-mono');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Voor de familie.',
    );

    const button = screen.getByRole('button', { name: 'Toegangscode kopiëren' });
    expect(button.textContent).toBe('Kopiëren');
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7QM-3XPD'));
    expect(await screen.findByText('Toegangscode is gekopieerd.')).toBeTruthy();
    expect(button.textContent).toBe('Gekopieerd');

    // A new value is not copied yet.
    rerender(<CopyField label="Toegangscode" value="W4HN-8RTE" description="Voor de familie." large />);
    expect(button.textContent).toBe('Kopiëren');
    expect(screen.queryByText('Toegangscode is gekopieerd.')).toBeNull();
  });

  it('selects the text and says to copy it when the browser refuses', async () => {
    writeText.mockRejectedValue(new Error('not allowed'));
    render(<CopyField label="Link" value="https://afscheid.test/uitzending/abc" />);
    const input = screen.getByLabelText('Link') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(
      await screen.findByText('Kopiëren lukte niet. Selecteer de tekst en kopieer hem zelf.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });
});
