import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiValidationError } from '../../lib/api/errors.ts';
import { isVersioned } from '../../lib/forms/conflict.ts';
import { useVersionedForm } from './use-versioned-form.ts';
import { VersionedFormDialogs } from './versioned-form-dialogs.tsx';

interface Person {
  id: string;
  version: number;
  name: string;
  city: string | null;
  phone: string | null;
}

type Values = { name: string; city: string; phone: string };

const labels: Record<string, string> = { name: 'Naam', city: 'Plaats', phone: 'Telefoon' };

const texts = {
  title: 'Iemand anders heeft dit gewijzigd',
  intro: 'Kies welke versie je wilt houden.',
  field: 'Veld',
  yours: 'Jouw versie',
  theirs: 'Versie van de ander',
  caption: 'Verschillend ingevuld',
  theirChanges: 'De ander wijzigde ook:',
  noConflicts: 'Geen conflicten.',
  empty: '(leeg)',
  keepTheirs: 'Versie van de ander houden',
  overwrite: 'Mijn versie opslaan',
  overwriting: 'Bezig…',
  reloaded: 'Het formulier toont nu de versie van de ander.',
};

const leaveTexts = { title: 'Niet opgeslagen', body: 'Weg?', stay: 'Blijven', leave: 'Verlaten' };

const mine: Person = { id: 'p1', version: 3, name: 'Jansen', city: 'Utrecht', phone: null };

type Save = (values: Values, base: Person) => Promise<Person>;

function PersonForm({ save, onSaved }: { save: Save; onSaved?: (saved: Person) => void }) {
  const versioned = useVersionedForm<Person, Values>({
    record: mine,
    toValues: (person) => ({ name: person.name, city: person.city ?? '', phone: person.phone ?? '' }),
    save,
    isRecord: (data): data is Person => isVersioned(data),
    conflictFields: () => ({ label: (path) => labels[path] ?? path, display: (_path, value) => String(value ?? '') }),
    conflictTexts: texts,
    leaveTexts,
    onSaved,
  });
  const { register, formState } = versioned.form;
  return (
    <>
      <form onSubmit={(event) => void versioned.submit(event)}>
        <label>
          Naam
          <input {...register('name')} />
        </label>
        {formState.errors.name && <p>{formState.errors.name.message}</p>}
        <label>
          Plaats
          <input {...register('city')} />
        </label>
        <button type="submit">Opslaan</button>
      </form>
      <p data-testid="state">
        {versioned.dirty ? 'gewijzigd' : 'ongewijzigd'} · versie {versioned.base.version}
      </p>
      {versioned.error && <p role="alert">{versioned.error}</p>}
      {versioned.notice && <p>{versioned.notice}</p>}
      <Link to="/elders">Elders</Link>
      <VersionedFormDialogs versioned={versioned} />
    </>
  );
}

function renderForm(save: Save, onSaved?: (saved: Person) => void) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PersonForm save={save} onSaved={onSaved} /> },
      { path: '/elders', element: <p>Elders</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const state = () => screen.getByTestId('state').textContent;

afterEach(cleanup);

describe('useVersionedForm', () => {
  it('tracks unsaved changes, sends the version it is based on and starts again from the saved record', async () => {
    const save = vi.fn<Save>(async (values, base) => ({ ...base, ...values, version: base.version + 1 }));
    const onSaved = vi.fn();
    renderForm(save, onSaved);
    expect(state()).toBe('ongewijzigd · versie 3');
    fireEvent.change(field('Naam'), { target: { value: 'Jansen-de Vries' } });
    await waitFor(() => expect(state()).toBe('gewijzigd · versie 3'));

    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(state()).toBe('ongewijzigd · versie 4'));
    expect(save).toHaveBeenCalledWith({ name: 'Jansen-de Vries', city: 'Utrecht', phone: '' }, mine);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }), mine);
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderForm(vi.fn<Save>());
    fireEvent.change(field('Plaats'), { target: { value: 'Zeist' } });
    await waitFor(() => expect(state()).toContain('gewijzigd'));
    fireEvent.click(screen.getByRole('link', { name: 'Elders' }));
    const guard = await screen.findByRole('dialog', { name: 'Niet opgeslagen' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Blijven' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('on a 409 shows the differing fields; "save mine" sends their version number with my changes on top', async () => {
    const theirs: Person = { ...mine, version: 4, name: 'de Vries', phone: '030 111 22 33' };
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(409, 'Gewijzigd.', { data: theirs }))
      .mockImplementationOnce(async (values, base) => ({ ...base, ...values, version: 5 }));
    renderForm(save);
    fireEvent.change(field('Naam'), { target: { value: 'Jansen-de Vries' } });
    fireEvent.change(field('Plaats'), { target: { value: 'Zeist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const dialog = await screen.findByRole('dialog', { name: texts.title });
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    // The header row, then the one field both changed (their other change is listed below the table).
    expect(rows.map((row) => row.textContent)).toEqual(['VeldJouw versieVersie van de ander', 'NaamJansen-de Vriesde Vries']);
    expect(dialog.textContent).toContain('Telefoon: 030 111 22 33');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mijn versie opslaan' }));
    await waitFor(() => expect(state()).toBe('ongewijzigd · versie 5'));
    expect(save).toHaveBeenLastCalledWith({ name: 'Jansen-de Vries', city: 'Zeist', phone: '030 111 22 33' }, theirs);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a 409 "take theirs" puts their record in the form, and the next save is based on it', async () => {
    const theirs: Person = { ...mine, version: 4, name: 'de Vries' };
    const save = vi.fn<Save>().mockRejectedValueOnce(new ApiError(409, 'Gewijzigd.', { data: theirs }));
    renderForm(save);
    fireEvent.change(field('Naam'), { target: { value: 'Pietersen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versie van de ander houden' }));

    await waitFor(() => expect(field('Naam').value).toBe('de Vries'));
    expect(state()).toBe('ongewijzigd · versie 4');
    expect(screen.getByText(texts.reloaded)).toBeTruthy();
    expect(save).toHaveBeenCalledOnce();
  });

  it('puts 422 messages on their fields and the rest in the alert', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(
      new ApiValidationError('De gegevens zijn niet geldig.', {
        name: ['Naam is te kort.'],
        something_else: ['Dit klopt niet.'],
      }),
    );
    renderForm(save);
    fireEvent.change(field('Naam'), { target: { value: 'J' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam is te kort.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('De gegevens zijn niet geldig. Dit klopt niet.');
    await waitFor(() => expect(document.activeElement).toBe(field('Naam')));
  });

  it('shows any other failure in the alert and keeps the input', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new ApiError(403, 'Je mag dit niet.'));
    renderForm(save);
    fireEvent.change(field('Plaats'), { target: { value: 'Zeist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Je mag dit niet.');
    expect(field('Plaats').value).toBe('Zeist');
    expect(state()).toBe('gewijzigd · versie 3');
  });
});
