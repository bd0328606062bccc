import type { CreateInvitationInput } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { RoleInviteDialog, type RoleInviteValues } from './role-invite-dialog.tsx';

afterEach(cleanup);

const texts = {
  title: 'Lid toevoegen',
  intro: 'Vul de gegevens in.',
  submit: 'Uitnodiging versturen',
  busy: 'Bezig…',
};

function renderDialog<T>(schema: 'createInvitation', submit: (values: T) => Promise<unknown>, onDone = vi.fn()) {
  const resolver = formSchemas.resolver<RoleInviteValues, T>(schema);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RoleInviteDialog
        open
        roles={['admin', 'funeral_director']}
        texts={texts}
        resolver={resolver}
        submit={submit}
        onClose={() => undefined}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RoleInviteDialog', () => {
  it('asks only for the address and the role, and sends the parsed values', async () => {
    const submit = vi.fn((values: CreateInvitationInput) => Promise.resolve({ id: 'i1', ...values }));
    const onDone = renderDialog('createInvitation', submit);
    expect(screen.queryByLabelText(/^Naam/)).toBeNull();
    fill(/^E-mailadres/, ' Mila@Afscheid.test ');
    fill(/^Rol/, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).toEqual({ email: 'mila@afscheid.test', role: 'admin' });
  });

  it('puts a server error on its field, not in the alert', async () => {
    const submit = vi.fn((_values: CreateInvitationInput) =>
      Promise.reject(
        new ApiValidationError('De invoer is niet geldig.', { email: ['Dit adres is al lid.'] }),
      ),
    );
    renderDialog('createInvitation', submit);
    fill(/^E-mailadres/, 'mila@afscheid.test');
    fill(/^Rol/, 'funeral_director');
    fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('Dit adres is al lid.')).toBeTruthy();
    expect(submit.mock.calls[0]?.[0]).toEqual({ email: 'mila@afscheid.test', role: 'funeral_director' });
    expect(screen.queryByText('De invoer is niet geldig.')).toBeNull();
  });
});
