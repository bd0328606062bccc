import { interpolate, messages, type DossierData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { GateStoreContext } from '../../../lib/gate/gate-components.tsx';
import { createGateStore } from '../../../lib/gate/gate-store.ts';
import { changeDossierStatus } from '../api/dossiers-api.ts';
import { StatusActions } from './status-actions.tsx';

vi.mock('../api/dossiers-api.ts', () => ({ changeDossierStatus: vi.fn() }));
const change = vi.mocked(changeDossierStatus);
const daily = messages.dailyUse.status;

const notYet = 'Het dossier kan pas op ‘Uitgevoerd’ worden gezet na de crematie van 25 november 2026 11:00.';

const dossier = (extra: Partial<DossierData> = {}) =>
  ({
    id: 'd1',
    number: '2026-0042',
    deceasedName: 'Jan de Vries',
    version: 3,
    status: 'open',
    openTasks: 0,
    allowedTransitions: [
      { status: 'completed', label: 'Uitgevoerd', blocked: null },
      { status: 'cancelled', label: 'Geannuleerd', blocked: null },
    ],
    ...extra,
  }) as DossierData;

const DIRECTOR = ['dossiers.*', 'invoicing.*'];
const EMPLOYEE = ['dossiers.view', 'dossiers.create', 'dossiers.update'];

function setup(data: DossierData, permissions = DIRECTOR) {
  const gate = createGateStore({ get: () => null, set: () => undefined, remove: () => undefined });
  gate.set({ roles: [], permissions });
  const onChanged = vi.fn();
  render(
    <GateStoreContext.Provider value={gate}>
      <QueryClientProvider client={new QueryClient()}>
        <StatusActions dossier={data} onChanged={onChanged} />
      </QueryClientProvider>
    </GateStoreContext.Provider>,
  );
  return onChanged;
}

const actions = () => within(screen.getByRole('group', { name: 'Status wijzigen' })).getAllByRole('button');

beforeEach(() => change.mockReset());
afterEach(cleanup);

describe('cancelling a dossier (issue 11)', () => {
  it('asks for a reason in a dialog whose buttons say what they do, and sends it', async () => {
    change.mockResolvedValue(dossier({ status: 'cancelled', version: 4, allowedTransitions: [] }));
    const onChanged = setup(dossier({ openTasks: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Naar “Geannuleerd”' }));
    const dialog = await screen.findByRole('dialog', { name: daily.dialogTitle.cancelled });
    // Says beforehand that the open tasks go with the dossier.
    expect(dialog.textContent).toContain(interpolate(daily.cancelRemovesTasks, { count: 4 }));
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toContain('Dossier annuleren');
    expect(buttons).toContain('Terug');
    expect(buttons).not.toContain('Annuleren');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dossier annuleren' }));
    expect(await within(dialog).findByText(daily.cancelReasonRequired)).toBeTruthy();
    expect(change).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(daily.cancelReason), {
      target: { value: ' De familie kiest voor een andere onderneming. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dossier annuleren' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(change).toHaveBeenCalledWith('d1', {
      version: 3,
      status: 'cancelled',
      reason: 'De familie kiest voor een andere onderneming.',
    });
  });

  it('puts the server’s message about the reason on the field', async () => {
    change.mockRejectedValueOnce(new ApiValidationError('Niet geldig.', { reason: ['Te lang.'] }));
    setup(dossier());
    fireEvent.click(screen.getByRole('button', { name: 'Naar “Geannuleerd”' }));
    const dialog = await screen.findByRole('dialog', { name: daily.dialogTitle.cancelled });
    fireEvent.change(within(dialog).getByLabelText(daily.cancelReason), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dossier annuleren' }));
    expect(await within(dialog).findByText('Te lang.')).toBeTruthy();
    expect(within(dialog).getByLabelText(daily.cancelReason).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not offered without the right to cancel (an employee)', () => {
    setup(dossier(), EMPLOYEE);
    expect(actions().map((button) => button.textContent)).toEqual(['Naar “Uitgevoerd”']);
  });
});

describe('completing a dossier (issue 11)', () => {
  it('says why it cannot succeed yet, with only "Terug"', async () => {
    setup(
      dossier({
        allowedTransitions: [{ status: 'completed', label: 'Uitgevoerd', blocked: notYet }],
        openTasks: 2,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Naar “Uitgevoerd”' }));
    const dialog = await screen.findByRole('dialog', { name: daily.dialogTitle.completed });
    expect(dialog.textContent).toContain(notYet);
    expect(within(dialog).queryByRole('button', { name: daily.confirm.completed })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terug' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(change).not.toHaveBeenCalled();
  });

  it('warns about open tasks before confirming, and then completes', async () => {
    change.mockResolvedValue(dossier({ status: 'completed', version: 4, allowedTransitions: [] }));
    const onChanged = setup(dossier({ openTasks: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Naar “Uitgevoerd”' }));
    const dialog = await screen.findByRole('dialog', { name: daily.dialogTitle.completed });
    expect(dialog.textContent).toContain(interpolate(daily.openTasks, { count: 3 }));
    fireEvent.click(within(dialog).getByRole('button', { name: daily.confirm.completed }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(change).toHaveBeenCalledWith('d1', { version: 3, status: 'completed' });
  });

  it('says nothing about tasks when none are open', async () => {
    setup(dossier({ openTasks: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Naar “Uitgevoerd”' }));
    const dialog = await screen.findByRole('dialog', { name: daily.dialogTitle.completed });
    expect(dialog.textContent).not.toContain('open ta');
    expect(within(dialog).getByRole('button', { name: daily.confirm.completed })).toBeTruthy();
  });
});
