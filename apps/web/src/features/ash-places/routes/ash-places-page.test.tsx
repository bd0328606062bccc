import { messages } from '@afscheid/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeIntoDateField } from '../../../components/ui/date-field-testing.ts';
import { json, renderRoutes } from '../../../lib/testing/render-routes.tsx';
import { ashPlace, page, wire, type Call } from '../lib/place-test-fixtures.ts';
import { AshPlacesPage } from './ash-places-page.tsx';

let calls: Call[] = [];
let answer: (call: Call) => Response | undefined = () => undefined;

const niche = ashPlace();
const grave = ashPlace({
  id: 'p2',
  kind: 'urn_grave',
  code: 'UG-07',
  location: 'Vak B',
  capacity: 1,
  occupied: 1,
  termStart: '2016-11-01',
  termEnd: '2026-10-31',
  termEndingSoon: true,
  rightsHolderName: 'Marja de Groot',
  rightsHolderAddress: null,
  rightsHolderPhone: '030 123 45 67',
  rightsHolderEmail: null,
  occupants: [
    {
      recordId: 'r7',
      destinationId: 'd7',
      registrationNumber: 'AS-2016-0311',
      deceasedName: 'Hendrik de Groot',
      urns: 1,
      placed: true,
    },
  ],
});
const field = ashPlace({
  id: 'p3',
  kind: 'scattering_field',
  code: 'SV',
  location: null,
  capacity: null,
  occupied: 0,
  expected: 1,
  state: 'reserved',
  termStart: null,
  termEnd: null,
  rightsHolderName: null,
  rightsHolderAddress: null,
  rightsHolderPhone: null,
  rightsHolderEmail: null,
  occupants: [
    {
      recordId: 'r9',
      destinationId: 'd9',
      registrationNumber: 'AS-2026-0101',
      deceasedName: 'Ria Smit',
      urns: 1,
      placed: false,
    },
  ],
});

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
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
      if (call.method === 'GET' && call.url.startsWith('/api/ash-places?terms_ending=true'))
        return json(200, page([grave]));
      if (call.method === 'GET' && call.url.startsWith('/api/ash-places?'))
        return json(200, page([niche, grave, field]));
      return json(404, { message: 'Niet gevonden.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (path = '/ash/places', permissions = ['ash.*']) =>
  renderRoutes(
    [
      { path: '/ash/places', element: <AshPlacesPage /> },
      { path: '/ash/:id', element: <p>Asregistratie</p> },
    ],
    { path, permissions, roles: ['crematorium_staff'] },
  );

const listCalls = () => calls.filter((call) => call.method === 'GET' && !call.url.includes('terms_ending'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AshPlacesPage', () => {
  it('shows the terms that end soon, with the rights holder to call and who lies there', async () => {
    render();
    const section = await screen.findByTestId('terms-ending');
    await within(section).findByText('UG-07');
    expect(calls.some((call) => call.url === '/api/ash-places?terms_ending=true&page=1&per_page=20')).toBe(
      true,
    );
    // 31 October 2026 is before "today" (21 November 2026): the term has ended.
    expect(within(section).getByText('31 oktober 2026')).toBeTruthy();
    expect(within(section).getByText('verlopen')).toBeTruthy();
    expect(within(section).getByText('Marja de Groot')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Telefoon: 030 123 45 67' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(within(section).getByRole('link', { name: 'Hendrik de Groot' }).getAttribute('href')).toBe(
      '/ash/r7',
    );
  });

  it('lists the places with occupation, state, occupants, term and rights holder', async () => {
    render();
    const table = await screen.findByTestId('ash-place-table');
    expect(listCalls()[0]?.url).toBe('/api/ash-places?page=1&per_page=50&sort=code');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'C-01Nis in columbarium',
      'UG-07Urnengraf',
      'SVStrooiveld',
    ]);
    const [first, second, third] = rows.map(cellsOf);
    expect(first?.slice(0, 2)).toEqual(['Columbarium, galerij noord', '1 van 2 urnen']);
    expect(first?.[2]).toBe('Bezet');
    expect(first?.[3]).toBe('Johanna Bakker AS-2026-0012');
    expect(first?.[4]).toBe('1 december 2021 – 30 november 2031');
    expect(second?.[1]).toBe('1 van 1 urn');
    expect(second?.[4]).toBe('1 november 2016 – 31 oktober 2026verlopen');
    expect(third?.slice(0, 5)).toEqual([
      '—',
      'onbeperkt1 verwacht',
      'Gereserveerd',
      'Ria Smit AS-2026-0101 verwacht',
      'Geen termijn',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Johanna Bakker' }).getAttribute('href')).toBe(
      '/ash/r1',
    );
    expect(
      within(rows[0]!).getByRole('link', { name: 'E-mail: piet@bakker.test' }).getAttribute('href'),
    ).toBe('mailto:piet@bakker.test');
    // The phone's cards hold the same places.
    expect(
      within(screen.getByTestId('ash-place-cards')).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('3 asplaatsen')).toBeTruthy();
  });

  it('keeps the filters, the search and the sort in the URL', async () => {
    const { router } = render();
    await screen.findByTestId('ash-place-table');
    fireEvent.change(screen.getByLabelText('Soort'), { target: { value: 'urn_grave' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'free' } });
    fireEvent.change(screen.getByLabelText('In gebruik'), { target: { value: 'true' } });
    fireEvent.change(screen.getByLabelText('Sorteren op'), { target: { value: 'term_end' } });
    expect(router.state.location.search).toBe('?kind=urn_grave&state=free&active=true&sort=term_end');
    await waitFor(() =>
      expect(listCalls().at(-1)?.url).toBe(
        '/api/ash-places?page=1&per_page=50&sort=term_end&kind=urn_grave&state=free&active=true',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('?sort=term_end');
  });

  it('reads the list state from the URL', async () => {
    render('/ash/places?search=Bakker&state=occupied&page=2');
    await screen.findByTestId('ash-place-table');
    expect(listCalls()[0]?.url).toBe(
      '/api/ash-places?page=2&per_page=50&sort=code&state=occupied&search=Bakker',
    );
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('Bakker');
  });

  it('shows the dashboard’s "terms ending" filter, asks the API for it, and clears it', async () => {
    const { router } = render('/ash/places?terms_ending=true');
    await screen.findByTestId('ash-place-table');
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === '/api/ash-places?page=1&per_page=50&sort=code&terms_ending=true'),
      ).toBe(true),
    );
    const box = screen.getByRole('checkbox', { name: 'Alleen termijn loopt binnen 90 dagen af' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alleen termijn loopt binnen 90 dagen af' }));
    expect(router.state.location.search).toBe('?terms_ending=true');
  });

  it('offers no changes without the permissions', async () => {
    render('/ash/places', ['ash.view']);
    await screen.findByTestId('ash-place-table');
    expect(screen.queryByRole('button', { name: 'Asplaats toevoegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Asplaats C-01 wijzigen' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acties' })).toBeNull();
  });

  it('adds a place: the dialog checks kind and code first, then sends every field', async () => {
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/ash-places'
        ? json(201, { data: wire(ashPlace({ id: 'p9', code: 'UG-12' })) })
        : undefined;
    render();
    await screen.findByTestId('ash-place-table');
    fireEvent.click(screen.getByRole('button', { name: 'Asplaats toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asplaats toevoegen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await within(dialog).findByText('Kies een geldige soort asplaats.');
    expect(within(dialog).getByText('Vul de code of plaats van de asplaats in.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Niet alles is goed ingevuld.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Soort asplaats'), { target: { value: 'urn_grave' } });
    fireEvent.change(within(dialog).getByLabelText('Code of plaats'), { target: { value: 'UG-12' } });
    fireEvent.change(within(dialog).getByLabelText('Capaciteit (urnen)'), { target: { value: '2' } });
    typeIntoDateField(within(dialog).getByRole('group', { name: 'Begin termijn' }), '01122026');
    typeIntoDateField(within(dialog).getByRole('group', { name: 'Einde termijn' }), '30112036');
    fireEvent.change(within(dialog).getByLabelText('Rechthebbende'), { target: { value: 'Kees Jansen' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail rechthebbende'), {
      target: { value: 'kees@jansen.test' },
    });
    fireEvent.click(within(dialog).getByLabelText('Gereserveerd'));
    fireEvent.change(await within(dialog).findByLabelText('Gereserveerd voor'), {
      target: { value: 'Familie Jansen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'urn_grave',
      code: 'UG-12',
      location: null,
      capacity: 2,
      term_start: '2026-12-01',
      term_end: '2036-11-30',
      rights_holder_name: 'Kees Jansen',
      rights_holder_address: null,
      rights_holder_phone: null,
      rights_holder_email: 'kees@jansen.test',
      reserved: true,
      reserved_for: 'Familie Jansen',
      notes: null,
      active: true,
    });
    expect(await screen.findByText(messages.ash.success.placeSaved)).toBeTruthy();
  });

  it('puts the server’s 422 message on its field (a code already in use)', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json(422, {
            message: 'De gegevens zijn niet geldig.',
            errors: { code: [messages.ash.errors.duplicateCode] },
          })
        : undefined;
    render();
    await screen.findByTestId('ash-place-table');
    fireEvent.click(screen.getByRole('button', { name: 'Asplaats toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asplaats toevoegen' });
    fireEvent.change(within(dialog).getByLabelText('Soort asplaats'), { target: { value: 'niche' } });
    fireEvent.change(within(dialog).getByLabelText('Code of plaats'), { target: { value: 'C-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText(messages.ash.errors.duplicateCode)).toBeTruthy();
    expect(within(dialog).getByLabelText('Code of plaats').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a place with its version; a 409 shows the other person’s version', async () => {
    const theirs = ashPlace({ version: 4, capacity: 3, location: 'Galerij zuid' });
    let puts = 0;
    answer = (call) => {
      if (call.method !== 'PUT') return undefined;
      puts += 1;
      return puts === 1
        ? json(409, { message: messages.ash.errors.conflict, data: wire(theirs) })
        : json(200, { data: wire({ ...theirs, version: 5 }) });
    };
    render();
    const table = await screen.findByTestId('ash-place-table');
    fireEvent.click(within(table).getByRole('button', { name: 'Asplaats C-01 wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asplaats C-01 wijzigen' });
    expect((within(dialog).getByLabelText('Code of plaats') as HTMLInputElement).value).toBe('C-01');
    fireEvent.change(within(dialog).getByLabelText('Capaciteit (urnen)'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const conflict = await screen.findByRole('dialog', {
      name: 'Iemand anders heeft deze asplaats gewijzigd',
    });
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/ash-places/p1',
      body: expect.objectContaining({ version: 3, capacity: 4, code: 'C-01', kind: 'niche' }),
    });
    expect(conflict.textContent).toContain('Capaciteit (urnen)');
    expect(conflict.textContent).toContain('Galerij zuid');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Mijn versie opslaan' }));
    await waitFor(() => expect(puts).toBe(2));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      version: 4,
      capacity: 4,
      location: 'Galerij zuid',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a place after confirmation, and shows the Dutch message when it is in use', async () => {
    answer = (call) => {
      if (call.method !== 'DELETE') return undefined;
      return call.url === '/api/ash-places/p2'
        ? json(409, { message: messages.ash.errors.placeInUse })
        : new Response(null, { status: 204 });
    };
    render();
    const table = await screen.findByTestId('ash-place-table');
    fireEvent.click(within(table).getByRole('button', { name: 'Asplaats UG-07 verwijderen' }));
    let confirm = await screen.findByRole('dialog', { name: 'Asplaats verwijderen' });
    expect(confirm.textContent).toContain('asplaats UG-07');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(messages.ash.errors.placeInUse);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Asplaats SV verwijderen' }));
    confirm = await screen.findByRole('dialog', { name: 'Asplaats verwijderen' });
    expect(within(confirm).queryByRole('alert')).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(messages.ash.success.placeDeleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/ash-places/p2',
      '/api/ash-places/p3',
    ]);
  });
});
