import { requiredMessage } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import {
  destination,
  place,
  record,
  recordAnswer,
  stubFetch,
  wire,
  type Call,
} from '../lib/ash-test-fixtures.ts';
import { AddDestinationDialog, EditDestinationDialog } from './destination-form-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const places = [
  place(),
  place({ id: 'p2', kind: 'urn_grave', code: 'UG-1', location: null, capacity: 4, occupied: 0 }),
  place({ id: 'p3', kind: 'other', code: 'Gedenkplek', location: null, capacity: null, occupied: 3 }),
];

function stub(answer: (call: Call) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/ash-places'))
      return json(200, {
        data: places.map(wire),
        meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 },
      });
    return answer(call);
  });
}

function render(element: ReactElement) {
  renderRoutes([{ path: '/', element }], { path: '/', permissions: ['ash.*'], roles: ['crematorium_staff'] });
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the "Asbestemming toevoegen" dialog', () => {
  it('asks for the kind and who decided, and notes that approval needs the signed form', async () => {
    const calls = stub();
    render(
      <AddDestinationDialog open record={record({ urnCount: 2, unassignedUrns: 2 })} onClose={vi.fn()} />,
    );
    const form = dialog('Asbestemming toevoegen');
    expect(within(form).getByRole('status').textContent).toMatch(/getekende asbestemmingsformulier/);
    expect((within(form).getByLabelText('Aantal urnen') as HTMLInputElement).value).toBe('2');
    expect(within(form).getByText('Nog 2 van de 2 urnen zonder bestemming.')).toBeTruthy();
    expect(within(form).getAllByRole('radio')).toHaveLength(10);
    fireEvent.click(within(form).getByRole('button', { name: 'Asbestemming toevoegen' }));
    expect(await within(form).findByText('Kies een geldige asbestemming.')).toBeTruthy();
    expect(within(form).getByText(requiredMessage('Beslist door (opdrachtgever)'))).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('offers the ash places that fit the kind with their occupation, and sends the destination', async () => {
    const calls = stub((call) =>
      call.method === 'POST' ? json(201, { data: wire(destination({ kind: 'niche' })) }) : undefined,
    );
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(<AddDestinationDialog open record={record()} onClose={onClose} onSaved={onSaved} />);
    const form = dialog('Asbestemming toevoegen');
    fireEvent.click(
      within(form).getByRole('radio', { name: 'Bijzetting in een nis (columbarium) (Bijzetten)' }),
    );
    const select = (await within(form).findByLabelText('Asplaats (optioneel)')) as HTMLSelectElement;
    await within(form).findByRole('option', { name: /C-01/ });
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Geen asplaats gekozen',
      'C-01 (Columbarium oost) — Nis in columbarium, 1 van 2 bezet',
      'Gedenkplek — Overig, onbeperkt',
    ]);
    expect(within(form).queryByLabelText('Toestemming van de rechthebbende of eigenaar')).toBeNull();
    fireEvent.change(select, { target: { value: 'p1' } });
    fireEvent.change(within(form).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: 'Piet Bakker' },
    });
    fireEvent.change(within(form).getByLabelText('Adres opdrachtgever (optioneel)'), {
      target: { value: 'Lindelaan 4, Utrecht' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Asbestemming toevoegen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-records/r1/destinations',
        body: {
          kind: 'niche',
          urns: 1,
          decided_by_name: 'Piet Bakker',
          decided_by_address: 'Lindelaan 4, Utrecht',
          details: null,
          destination_place: null,
          consent: null,
          relatives_present: null,
          planned_on: null,
          ash_place_id: 'p1',
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith('De asbestemming is vastgelegd.');
  });

  it('asks for the consent at an existing grave and for relatives when scattering', async () => {
    const calls = stub((call) => (call.method === 'POST' ? recordAnswer(record()) : undefined));
    const onClose = vi.fn();
    render(<AddDestinationDialog open record={record()} onClose={onClose} />);
    const form = dialog('Asbestemming toevoegen');
    fireEvent.click(
      within(form).getByRole('radio', { name: 'Verstrooiing op zee of binnenwater (Verstrooien)' }),
    );
    expect(within(form).getByRole('group', { name: 'Nabestaanden aanwezig' })).toBeTruthy();
    expect(within(form).queryByLabelText(/Asplaats/)).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Bijzetting in een bestaand graf (Bijzetten)' }));
    expect(within(form).queryByRole('group', { name: 'Nabestaanden aanwezig' })).toBeNull();
    fireEvent.click(within(form).getByLabelText('Toestemming van de rechthebbende of eigenaar'));
    fireEvent.change(within(form).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: 'Piet Bakker' },
    });
    fireEvent.change(within(form).getByLabelText('Plaats van bestemming (optioneel)'), {
      target: { value: 'Begraafplaats Soestbergen, vak C 12' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Asbestemming toevoegen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.body).toMatchObject({
      kind: 'existing_grave',
      consent: true,
      relatives_present: null,
      ash_place_id: null,
      destination_place: 'Begraafplaats Soestbergen, vak C 12',
    });
  });
});

describe('the "Asbestemming wijzigen" dialog', () => {
  it('warns that an approved destination goes back, and sends the change with its version', async () => {
    const approved = destination({ status: 'approved', approvedAt: '2026-11-25T10:00:00.000Z' });
    const calls = stub((call) =>
      call.method === 'PUT' ? json(200, { data: wire({ ...approved, version: 4 }) }) : undefined,
    );
    const onClose = vi.fn();
    render(
      <EditDestinationDialog
        open
        record={record({ destinations: [approved] })}
        destination={approved}
        onClose={onClose}
      />,
    );
    const form = dialog('Asbestemming wijzigen');
    expect(within(form).getByRole('status').textContent).toMatch(/opnieuw worden goedgekeurd/);
    expect(
      (
        within(form).getByRole('radio', {
          name: 'Meegeven aan de opdrachtgever (Meegeven)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.change(within(form).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: 'Kees Bakker' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/ash-destinations/d1',
        body: {
          kind: 'hand_over',
          urns: 1,
          decided_by_name: 'Kees Bakker',
          decided_by_address: 'Lindelaan 4, 3581 AB Utrecht',
          details: null,
          destination_place: null,
          consent: null,
          relatives_present: null,
          planned_on: null,
          ash_place_id: null,
          version: 3,
        },
      },
    ]);
  });

  it('shows the conflict with the destination from a 409 that carries the whole record', async () => {
    const mine = destination();
    const theirs = destination({ decidedByName: 'Marijke Bakker', version: 5 });
    stub((call) =>
      call.method === 'PUT'
        ? json(409, { message: 'Gewijzigd.', data: wire(record({ destinations: [theirs] })) })
        : undefined,
    );
    render(
      <EditDestinationDialog
        open
        record={record({ destinations: [mine] })}
        destination={mine}
        onClose={vi.fn()}
      />,
    );
    const form = dialog('Asbestemming wijzigen');
    fireEvent.change(within(form).getByLabelText('Beslist door (opdrachtgever)'), {
      target: { value: 'Kees Bakker' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Wijzigingen opslaan' }));
    const conflict = await screen.findByRole('dialog', {
      name: 'Iemand anders heeft deze asbestemming gewijzigd',
    });
    expect(within(conflict).getByTestId('conflict-table').textContent).toContain('Kees BakkerMarijke Bakker');
  });
});
