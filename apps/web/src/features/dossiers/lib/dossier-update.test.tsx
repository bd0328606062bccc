import type { DossierData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiValidationError } from '../../../lib/api/errors.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { useDossierUpdate } from './dossier-update.ts';

vi.mock('../api/dossiers-api.ts', () => ({ updateDossier: vi.fn() }));
const update = vi.mocked(updateDossier);

const dossier = { id: 'd1', version: 3, generalNotes: null } as unknown as DossierData;

function setup() {
  const queryClient = new QueryClient();
  const onSaved = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useDossierUpdate(dossier, ['general_notes'], onSaved), { wrapper });
  return { hook, queryClient, onSaved };
}

beforeEach(() => update.mockReset());

describe('useDossierUpdate (the header dialogs)', () => {
  it('sends the version the dialog opened with and stores the answer', async () => {
    const saved = { ...dossier, version: 4, generalNotes: 'Besloten' } as DossierData;
    update.mockResolvedValue(saved);
    const { hook, queryClient, onSaved } = setup();
    await act(() => hook.result.current.save({ generalNotes: 'Besloten' }));
    expect(update).toHaveBeenCalledWith('d1', { version: 3, generalNotes: 'Besloten' });
    expect(queryClient.getQueryData(dossierKeys.detail('d1'))).toEqual(saved);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(hook.result.current.error).toBeNull();
  });

  it('takes in the other version on a 409 and says so, without closing', async () => {
    const theirs = { ...dossier, version: 4, generalNotes: 'Van de ander' } as DossierData;
    update.mockRejectedValueOnce(new ApiError(409, 'Conflict', { data: theirs }));
    const { hook, queryClient, onSaved } = setup();
    await act(() => hook.result.current.save({ generalNotes: 'Van mij' }));
    expect(queryClient.getQueryData(dossierKeys.detail('d1'))).toEqual(theirs);
    expect(hook.result.current.error).toBe(nld.dossierConflict.message);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a field message on its field, and other messages in the alert', async () => {
    update.mockRejectedValueOnce(
      new ApiValidationError('Niet geldig.', { general_notes: ['Maximaal 5000 tekens.'] }),
    );
    const { hook } = setup();
    await act(() => hook.result.current.save({ generalNotes: 'x' }));
    expect(hook.result.current.fieldErrors).toEqual({ general_notes: 'Maximaal 5000 tekens.' });
    expect(hook.result.current.error).toBeNull();

    update.mockRejectedValueOnce(new ApiError(403, 'Je hebt geen toestemming voor deze actie.'));
    await act(() => hook.result.current.save({ generalNotes: 'x' }));
    expect(hook.result.current.fieldErrors).toEqual({});
    expect(hook.result.current.error).toBe('Je hebt geen toestemming voor deze actie.');
  });
});
