import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

afterEach(cleanup);

const texts = { cancel: 'Annuleren', submit: 'Opslaan', submitting: 'Bezig met opslaan…' };

describe('FormDialog', () => {
  it('puts cancel, the extra actions and submit in that order, and submits the form by its id', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = vi.fn();
    render(
      <FormDialog
        title="Nieuw"
        onClose={onClose}
        formId="form-1"
        busy={false}
        texts={texts}
        actions={<button type="button">Testen</button>}
      >
        <form id="form-1" onSubmit={onSubmit} />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nieuw' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(-3)).toEqual(['Annuleren', 'Testen', 'Opslaan']);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the notice and the error above the form, and the busy label while busy', () => {
    render(
      <FormDialog
        title="Nieuw"
        onClose={() => {}}
        formId="form-2"
        busy
        texts={texts}
        notice="Het formulier is bijgewerkt."
        error="Er ging iets mis."
      >
        <form id="form-2" />
      </FormDialog>,
    );
    expect(screen.getByText('Het formulier is bijgewerkt.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Er ging iets mis.');
    expect(screen.getByRole('button', { name: /Bezig met opslaan…/ })).toBeTruthy();
  });
});
