import { toCamelCase, type CrematoriumRequestData } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { session } from '../../auth/index.ts';
import {
  DIRECTOR_PERMISSIONS,
  directorUser,
  wireCrematoria,
  wireDocuments,
  wireRequest,
  type Call,
} from '../lib/request-test-fixtures.ts';
import { RequestDialog, type RequestDialogProps } from './request-dialog.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response | undefined = () => undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  session.setUser(directorUser);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.url === '/api/crematoria') return json(200, { data: wireCrematoria() });
      if (call.url === '/api/dossiers/d1/documents') return json(200, { data: wireDocuments() });
      if (call.method === 'POST' && call.url === '/api/crematorium-requests') {
        return json(201, { data: wireRequest({ id: 'req9', status: 'draft', snapshot: null, revision: 0 }) });
      }
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  session.reset();
  vi.unstubAllGlobals();
});

const storedRequest = (extra: Record<string, unknown> = {}) =>
  toCamelCase(wireRequest(extra)) as CrematoriumRequestData;

function renderDialog(props: Partial<RequestDialogProps> = {}, permissions = DIRECTOR_PERMISSIONS) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <RequestDialog open mode="create" dossierId="d1" onClose={onClose} onSaved={onSaved} {...props} />
        ),
      },
    ],
    { path: '/', permissions },
  );
  return { onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const writes = () => calls.filter((call) => call.method !== 'GET');
const group = (name: RegExp | string) => within(dialog()).getByRole('group', { name });
/** The form is there (the dialog shows "Laden…" under the same title while the crematoria load). */
const ready = (submit: string) => screen.findByRole('button', { name: submit });

const section = {
  crematoriumName: 'Crematorium Het Rozenveld',
  date: '2027-03-12',
  time: '10:00',
  kind: 'with_ceremony',
  attendInsertion: true,
  insertionAttendees: 4,
};

describe('RequestDialog', () => {
  it('starts from the cremation section and sends the Amsterdam moments as instants, with the ticked documents', async () => {
    const { onSaved, onClose } = renderDialog({ section });
    await ready('Concept opslaan');
    expect(screen.getByRole('heading', { name: 'Crematie aanvragen' })).toBeTruthy();
    const crematorium = screen.getByLabelText(/^Crematorium/) as HTMLSelectElement;
    expect(crematorium.value).toBe('c1');
    expect(screen.getByRole('option', { name: 'Crematorium Het Rozenveld, Utrecht' })).toBeTruthy();
    expect(group('Gewenste datum').textContent).toContain('12-03-2027');
    expect(group('Gewenste tijd').textContent).toContain('10:00');
    const ceremony = group(/^Plechtigheid in het crematorium/);
    expect((within(ceremony).getByLabelText('Ja') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Familie aanwezig bij de invoer') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Aantal aanwezigen bij de invoer') as HTMLInputElement).value).toBe('4');

    // Several locations: the aula follows the chosen one.
    fireEvent.change(screen.getByLabelText('Locatie van het crematorium'), {
      target: { value: 'Rozenveld Zuid' },
    });
    const aula = screen.getByLabelText('Aula') as HTMLSelectElement;
    expect(Array.from(aula.options).map((option) => option.textContent)).toEqual([
      'Geen voorkeur',
      'Kleine aula',
    ]);
    fireEvent.change(aula, { target: { value: 'aula-z' } });

    // An alternative the day after the clocks go forward (28 March 2027): summer time.
    typeIntoDateField(group('Alternatieve datum'), '29032027');
    typeIntoDateField(group('Alternatieve tijd'), '0915');

    const documents = group('Bijgevoegde documenten');
    expect(documents.textContent).toContain(
      'Alleen de aangevinkte documenten zijn zichtbaar voor het crematorium',
    );
    fireEvent.click(
      await within(documents).findByLabelText('Verlof tot begraven of cremeren: verlof-tot-cremeren.pdf'),
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/crematorium-requests',
      body: {
        dossier_id: 'd1',
        crematorium_id: 'c1',
        location: 'Rozenveld Zuid',
        wished_at: '2027-03-12T09:00:00.000Z',
        alternative_at: '2027-03-29T07:15:00.000Z',
        ceremony: true,
        ceremony_place_id: 'aula-z',
        relatives_attend: true,
        relatives_count: 4,
        document_ids: ['doc1'],
      },
    });
    expect(onSaved.mock.calls[0]?.[1]).toMatch(/als concept opgeslagen/);
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the fields before sending', async () => {
    renderDialog({ section: null });
    await ready('Concept opslaan');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Concept opslaan' }));
    expect(await screen.findByText('Kies een crematorium uit de lijst.')).toBeTruthy();
    expect(screen.getByText('Vul de gewenste datum in.')).toBeTruthy();
    expect(screen.getByText('Kies ja of nee.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('puts the server’s 422 messages on the fields, and the rest above the form', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(422, {
            message: 'Controleer de gemarkeerde velden.',
            errors: {
              wished_at: ['De gewenste datum en tijd liggen in het verleden.'],
              coffin_length_cm: ['Lengte kist (cm): vul een aantal centimeters in van 30 tot en met 300.'],
              'document_ids.0': ['Dit document hoort niet bij het dossier van de aanvraag.'],
              dossier_id: ['Een crematie aanvragen kan alleen vanuit een crematiedossier.'],
            },
          })
        : undefined;
    const { onClose } = renderDialog({ section });
    await ready('Concept opslaan');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Concept opslaan' }));
    const time = await screen.findByText('De gewenste datum en tijd liggen in het verleden.');
    expect(group('Gewenste tijd').parentElement?.contains(time)).toBe(true);
    expect(
      screen.getByText('Lengte kist (cm): vul een aantal centimeters in van 30 tot en met 300.'),
    ).toBeTruthy();
    expect(group('Bijgevoegde documenten').textContent).toContain('Dit document hoort niet bij het dossier');
    const alert = within(dialog()).getAllByRole('alert')[0];
    expect(alert?.textContent).toContain('Controleer de gemarkeerde velden.');
    expect(alert?.textContent).toContain('Een crematie aanvragen kan alleen vanuit een crematiedossier.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a draft with its version; a stale version offers the newest one', async () => {
    const draft = storedRequest({ status: 'draft', snapshot: null });
    answer = (call) =>
      call.method === 'PUT'
        ? json(409, {
            message: 'Deze aanvraag is intussen door iemand anders gewijzigd.',
            data: {
              current: wireRequest({
                status: 'draft',
                snapshot: null,
                version: 4,
                wishes: { ...wireRequest().wishes, guests: 120 },
              }),
            },
          })
        : undefined;
    const { onSaved } = renderDialog({ mode: 'edit', request: draft });
    await ready('Opslaan');
    expect(screen.getByRole('heading', { name: 'Crematieaanvraag bewerken' })).toBeTruthy();
    expect((screen.getByLabelText(/^Verwacht aantal gasten/) as HTMLInputElement).value).toBe('80');
    fireEvent.change(screen.getByLabelText(/^Opmerkingen/), { target: { value: 'Graag muziek' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwste versie laden' }));
    expect((screen.getByLabelText(/^Verwacht aantal gasten/) as HTMLInputElement).value).toBe('120');
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/crematorium-requests/req1',
      body: { version: 3, remarks: 'Graag muziek' },
    });

    answer = (call) =>
      call.method === 'PUT' ? json(200, { data: wireRequest({ status: 'draft', version: 5 }) }) : undefined;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()[1]).toMatchObject({ body: { version: 4, guests: 120 } });
  });

  it('sends a revision of a submitted request, and shows that nothing changed', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(422, {
            message:
              'Er is niets gewijzigd ten opzichte van de vorige versie; er is geen nieuwe versie verstuurd.',
            errors: {},
          })
        : undefined;
    const { onSaved, onClose } = renderDialog({ mode: 'revise', request: storedRequest() });
    await ready('Versturen');
    expect(screen.getByRole('heading', { name: 'Gewijzigde gegevens versturen' })).toBeTruthy();
    expect((screen.getByLabelText(/^Crematorium/) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Versturen' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Er is niets gewijzigd ten opzichte van de vorige versie');
    expect(onClose).not.toHaveBeenCalled();

    answer = (call) =>
      call.method === 'POST'
        ? json(201, {
            data: wireRequest({ revision: 2, version: 4, wishes: { ...wireRequest().wishes, guests: 100 } }),
          })
        : undefined;
    fireEvent.change(screen.getByLabelText(/^Verwacht aantal gasten/), { target: { value: '100' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = writes().at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/crematorium-requests/req1/revisions',
      body: { version: 3, guests: 100, wished_at: '2027-03-12T09:00:00.000Z', document_ids: ['doc1'] },
    });
    expect(sent?.body).not.toHaveProperty('crematorium_id');
    expect(onSaved.mock.calls[0]?.[1]).toBe('De gewijzigde gegevens zijn als versie 2 verstuurd.');
  });
});
