import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      <Dialog
        open={open}
        title="Bevestigen"
        description="Weet je het zeker?"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Doorgaan</button>}
      >
        <label>
          Reden
          <input />
        </label>
      </Dialog>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Openen' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Bevestigen' }) };
}

function tab(shift = false) {
  act(() => {
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: shift });
  });
}

describe('Dialog', () => {
  it('is labelled by its title and described by its description, and hides the page behind it', () => {
    render(<Harness />);
    const { dialog, opener } = open();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Weet je het zeker?',
    );
    // The page behind is out of reach for screen readers while the dialog is open (aria-hidden).
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Openen' })).toBeNull();
  });

  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog, opener } = open();
    // The dialog itself takes focus (after a frame), so a screen reader announces its title first.
    await waitFor(() => expect(document.activeElement).toBe(dialog));

    const close = screen.getByRole('button', { name: 'Sluiten' });
    const reason = screen.getByRole('textbox', { name: 'Reden' });
    const last = screen.getByRole('button', { name: 'Doorgaan' });
    tab();
    expect(document.activeElement).toBe(close);
    tab();
    expect(document.activeElement).toBe(reason);
    tab();
    expect(document.activeElement).toBe(last);
    // Past the last element, Tab wraps around to the first; Shift+Tab wraps the other way.
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(last);

    act(() => {
      fireEvent.keyDown(last, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button and not with a click on the backdrop', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = open();
    const backdrop = dialog.closest('.fixed') as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.pointerUp(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
