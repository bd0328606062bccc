import type { AuthUser, DossierData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiValidationError } from '../../../lib/api/errors.ts';
import { GateStoreContext } from '../../../lib/gate/gate-components.tsx';
import { createGateStore } from '../../../lib/gate/gate-store.ts';
import { session } from '../../auth/index.ts';
import { listOrganizationMembers, updateDossier } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { NotesDialog } from './notes-dialog.tsx';
import { PeopleDialog } from './people-dialog.tsx';

vi.mock('../api/dossiers-api.ts', () => ({ updateDossier: vi.fn(), listOrganizationMembers: vi.fn() }));
const update = vi.mocked(updateDossier);
const members = vi.mocked(listOrganizationMembers);

const dossier = {
  id: 'd1',
  version: 3,
  generalNotes: 'Besloten plechtigheid.',
  responsible: { id: 'u1', name: 'Ursula Verzorger' },
  executor: null,
} as unknown as DossierData;

const user = {
  id: 'u1',
  name: 'Ursula Verzorger',
  activeOrganizationId: 'o1',
  organizations: [],
  roles: [],
  permissions: [],
} as unknown as AuthUser;

function setup(dialog: ReactNode) {
  const queryClient = new QueryClient();
  const gate = createGateStore({ get: () => null, set: () => undefined, remove: () => undefined });
  gate.set({ roles: ['funeral_director'], permissions: ['dossiers.*', 'members.view'] });
  render(
    <GateStoreContext.Provider value={gate}>
      <QueryClientProvider client={queryClient}>{dialog}</QueryClientProvider>
    </GateStoreContext.Provider>,
  );
  return queryClient;
}

beforeEach(() => {
  update.mockReset();
  session.setUser(user);
  members.mockResolvedValue([
    { id: 'm1', userId: 'u1', name: 'Ursula Verzorger', role: 'funeral_director', status: 'active' },
    { id: 'm2', userId: 'u2', name: 'Mila Medewerker', role: 'employee', status: 'active' },
    { id: 'm3', userId: 'u3', name: 'Lotte Lezer', role: 'viewer', status: 'active' },
  ] as never);
});

afterEach(() => {
  cleanup();
  session.reset();
});

const notesField = () => screen.getByRole('textbox', { name: 'Algemene notities' }) as HTMLTextAreaElement;

describe('the general notes dialog', () => {
  it('sends the version it opened with, stores the answer and closes', async () => {
    const saved = { ...dossier, version: 4, generalNotes: 'Besloten, met muziek.' } as DossierData;
    update.mockResolvedValue(saved);
    const onClose = vi.fn();
    const queryClient = setup(<NotesDialog dossier={dossier} open onClose={onClose} />);
    fireEvent.change(notesField(), { target: { value: ' Besloten, met muziek. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith('d1', { version: 3, generalNotes: 'Besloten, met muziek.' });
    expect(queryClient.getQueryData(dossierKeys.detail('d1'))).toEqual(saved);
  });

  it('on a 409 the conflict dialog takes its place; "take theirs" brings it back with their text', async () => {
    const theirs = { ...dossier, version: 4, generalNotes: 'Van de ander.' } as DossierData;
    update.mockRejectedValueOnce(new ApiError(409, 'Gewijzigd.', { data: theirs }));
    const queryClient = setup(<NotesDialog dossier={dossier} open onClose={vi.fn()} />);
    fireEvent.change(notesField(), { target: { value: 'Van mij.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const conflict = await screen.findByRole('dialog', { name: 'Iemand anders heeft dit dossier gewijzigd' });
    expect(screen.queryByRole('dialog', { name: 'Algemene notities' })).toBeNull();
    expect(within(conflict).getByRole('row', { name: /Algemene notities/ }).textContent).toBe(
      'Algemene notitiesVan mij.Van de ander.',
    );
    fireEvent.click(within(conflict).getByRole('button', { name: 'Nieuwe versie overnemen' }));
    await screen.findByRole('dialog', { name: 'Algemene notities' });
    expect(notesField().value).toBe('Van de ander.');
    expect(screen.getByText('Het formulier toont nu de nieuwe versie.')).toBeTruthy();
    expect(queryClient.getQueryData(dossierKeys.detail('d1'))).toEqual(theirs);
  });

  it('puts a 422 message on the field', async () => {
    update.mockRejectedValueOnce(
      new ApiValidationError('De gegevens zijn niet geldig.', { general_notes: ['Maximaal 5000 tekens.'] }),
    );
    setup(<NotesDialog dossier={dossier} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Maximaal 5000 tekens.')).toBeTruthy();
    expect(notesField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the responsible and executor dialog', () => {
  it('on a 409 names the people, and "save mine" sends their version with my choice on top', async () => {
    const theirs = {
      ...dossier,
      version: 4,
      responsible: { id: 'u2', name: 'Mila Medewerker' },
      executor: { id: 'u9', name: 'Oud Lid' },
    } as DossierData;
    update
      .mockRejectedValueOnce(new ApiError(409, 'Gewijzigd.', { data: theirs }))
      .mockResolvedValueOnce({ ...theirs, version: 5 } as DossierData);
    const onClose = vi.fn();
    setup(<PeopleDialog dossier={dossier} open onClose={onClose} />);
    const responsible = (await screen.findByLabelText('Verantwoordelijke')) as HTMLSelectElement;
    await within(responsible).findByRole('option', { name: 'Mila Medewerker' });
    fireEvent.change(responsible, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const conflict = await screen.findByRole('dialog', { name: 'Iemand anders heeft dit dossier gewijzigd' });
    expect(within(conflict).getByRole('row', { name: /Verantwoordelijke/ }).textContent).toBe(
      'Verantwoordelijke(leeg)Mila Medewerker',
    );
    // Their other change, by the name their dossier gives.
    expect(conflict.textContent).toContain('Uitvaartleider: Oud Lid');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Mijn versie opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(update).toHaveBeenLastCalledWith('d1', {
      version: 4,
      responsibleUserId: null,
      executorUserId: 'u9',
    });
  });
});

describe('the people to choose from', () => {
  it('offers only members who may change dossiers: a read-only member is not among them', async () => {
    setup(<PeopleDialog dossier={dossier} open onClose={vi.fn()} />);
    for (const label of ['Verantwoordelijke', 'Uitvaartleider']) {
      const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
      await within(select).findByRole('option', { name: 'Mila Medewerker' });
      expect(Array.from(select.options).map((option) => option.text)).toEqual([
        'Niemand',
        'Ursula Verzorger',
        'Mila Medewerker',
      ]);
    }
  });
});
