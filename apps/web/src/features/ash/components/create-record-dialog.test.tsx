import { requiredMessage } from '@afscheid/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { record, stubFetch, wire, type Call } from '../lib/ash-test-fixtures.ts';
import { CreateRecordDialog } from './create-record-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function RecordPlaceholder() {
  const location = useLocation();
  return (
    <p>
      Asregistratie {location.pathname}: {(location.state as { notice?: string } | null)?.notice}
    </p>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  renderRoutes(
    [
      { path: '/ash', element: <CreateRecordDialog open onClose={onClose} /> },
      { path: '/ash/:id', element: <RecordPlaceholder /> },
    ],
    { path: '/ash', permissions: ['ash.*'], roles: ['crematorium_staff'] },
  );
  return { onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Asregistratie toevoegen' });
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name);
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Asregistratie toevoegen' }));
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the "Asregistratie toevoegen" dialog', () => {
  it('asks for the name, the registration number and the cremation date, and sends nothing', async () => {
    const calls = stubFetch(() => undefined);
    renderDialog();
    type('Aantal urnen', '0');
    submit();
    expect(await within(dialog()).findByText(requiredMessage('Naam overledene'))).toBeTruthy();
    expect(within(dialog()).getByText(requiredMessage('Registratienummer'))).toBeTruthy();
    expect(within(dialog()).getByText(requiredMessage('Crematiedatum'))).toBeTruthy();
    expect(within(dialog()).getByText('Vul een aantal urnen van 1 tot en met 50 in.')).toBeTruthy();
    expect(field('Naam overledene').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Controleer de gemarkeerde velden.');
    expect(posts(calls)).toEqual([]);
  });

  it('sends the record received from another crematorium and opens it', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' && call.url === '/api/ash-records'
        ? json(201, { data: wire(record({ id: 'r9', source: 'received', cremationId: null })) })
        : undefined,
    );
    const { onClose } = renderDialog();
    type('Naam overledene', ' de Vries ');
    type('Voorletters (optioneel)', 'H.');
    type('Registratienummer', 'EXT-1');
    typeIntoDateField(within(dialog()).getByRole('group', { name: 'Crematiedatum' }), '02112026');
    expect(within(dialog()).getByText(/vrij te geven vanaf 3 december 2026/)).toBeTruthy();
    type('Aantal urnen', '2');
    type('Ontvangen van (crematorium) (optioneel)', 'Crematorium Zuylen');
    submit();
    expect(await screen.findByText('Asregistratie /ash/r9: De asregistratie is aangemaakt.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/ash-records',
        body: {
          deceased_name: 'de Vries',
          first_names: null,
          initials: 'H.',
          registration_number: 'EXT-1',
          cremated_on: '2026-11-02',
          urns: 2,
          source: 'received',
          received_from: 'Crematorium Zuylen',
          storage_location: null,
          notes: null,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves "received from" out for a cremation recorded outside the platform, and shows the server’s field message', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? json(422, {
            message: 'De gegevens zijn ongeldig.',
            errors: {
              registration_number: ['Dit registratienummer is al in gebruik bij een andere asregistratie.'],
            },
          })
        : undefined,
    );
    const { onClose } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Crematie buiten het platform vastgelegd' }));
    expect(within(dialog()).queryByLabelText('Ontvangen van (crematorium) (optioneel)')).toBeNull();
    type('Naam overledene', 'Smit');
    type('Registratienummer', 'AS-1');
    typeIntoDateField(within(dialog()).getByRole('group', { name: 'Crematiedatum' }), '02112026');
    submit();
    expect(
      await within(dialog()).findByText(
        'Dit registratienummer is al in gebruik bij een andere asregistratie.',
      ),
    ).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({ source: 'external', received_from: null, urns: 1 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
