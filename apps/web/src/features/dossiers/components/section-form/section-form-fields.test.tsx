import type { SectionForm } from '@afscheid/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionDefaults, type SectionValues } from '../../lib/section-fields.ts';
import { SectionFormFields } from './section-form-fields.tsx';
import { sectionFieldsShown } from './section-form-testing.ts';

afterEach(cleanup);

const form: SectionForm = {
  key: 'flowers',
  title: 'Bloemen',
  groups: [
    {
      title: 'Algemeen',
      description: 'Wat de familie wil.',
      fields: [
        {
          name: 'wanted',
          label: 'Bloemen gewenst',
          kind: 'radio',
          options: [
            { value: 'yes', label: 'Ja' },
            { value: 'no', label: 'Nee' },
          ],
        },
        {
          name: 'reason',
          label: 'Reden geen bloemen',
          kind: 'text',
          showIf: { field: 'wanted', equals: 'no' },
        },
        { name: 'budget', label: 'Budget', kind: 'money' },
        { name: 'pacemaker', label: 'Pacemaker aanwezig', kind: 'boolean' },
        {
          name: 'removedBy',
          label: 'Verwijderd door',
          kind: 'text',
          showIf: { field: 'pacemaker', equals: true },
        },
        { name: 'count', label: 'Aantal', kind: 'number' },
        { name: 'country', label: 'Land', kind: 'country' },
      ],
    },
    {
      title: 'Stukken',
      fields: [
        {
          name: 'arrangements',
          label: 'Bloemstukken',
          kind: 'list',
          itemLabel: 'Bloemstuk',
          fields: [
            { name: 'description', label: 'Omschrijving', kind: 'text' },
            { name: 'price', label: 'Prijs', kind: 'money' },
          ],
        },
      ],
    },
  ],
};

/** The harness hands its form to the test (read after rendering, to check the values). */
const harness: { methods: UseFormReturn<SectionValues> | null } = { methods: null };

function Harness({ data = {} }: { data?: SectionValues }) {
  const form_ = useForm<SectionValues>({ defaultValues: sectionDefaults(form, data) });
  useEffect(() => {
    harness.methods = form_;
  }, [form_]);
  return (
    <FormProvider {...form_}>
      <form>
        <SectionFormFields form={form} />
      </form>
    </FormProvider>
  );
}

const values = () => harness.methods?.getValues() ?? {};

describe('section form renderer', () => {
  it('renders each group as a fieldset with its legend and fills in the empty shape', async () => {
    render(<Harness data={{ extra: 'kept' }} />);
    await sectionFieldsShown();
    expect(screen.getByRole('group', { name: 'Algemeen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Stukken' })).toBeTruthy();
    expect(values()).toEqual({
      extra: 'kept',
      wanted: null,
      reason: null,
      budget: null,
      pacemaker: null,
      removedBy: null,
      count: null,
      country: null,
      arrangements: [],
    });
    // Nederland is the first country.
    const country = screen.getByLabelText('Land') as HTMLSelectElement;
    expect(country.options[1]?.textContent).toBe('Nederland');
  });

  it('adds, fills, moves and removes list items', async () => {
    render(<Harness />);
    await sectionFieldsShown();
    expect(screen.getByText('Nog geen bloemstuk toegevoegd.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Bloemstuk toevoegen' });
    await act(async () => fireEvent.click(add));
    await act(async () => fireEvent.click(add));
    const first = screen.getByRole('group', { name: 'Bloemstuk 1' });
    const second = screen.getByRole('group', { name: 'Bloemstuk 2' });
    fireEvent.change(within(first).getByLabelText('Omschrijving'), { target: { value: 'Krans' } });
    fireEvent.change(within(second).getByLabelText('Omschrijving'), { target: { value: 'Hart' } });
    fireEvent.change(within(second).getByLabelText('Prijs'), { target: { value: '45,50' } });
    expect(values()['arrangements']).toEqual([
      { description: 'Krans', price: null },
      { description: 'Hart', price: 4550 },
    ]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bloemstuk 2 naar boven' })));
    expect(values()['arrangements']).toEqual([
      { description: 'Hart', price: 4550 },
      { description: 'Krans', price: null },
    ]);
    expect(screen.getByText('Bloemstuk 2 is nu nummer 1.')).toBeTruthy();
    // The moved item is first now: its "up" button is disabled, so focus goes to its "down" button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bloemstuk 1 naar beneden' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bloemstuk 1 verwijderen' })));
    expect(values()['arrangements']).toEqual([{ description: 'Krans', price: null }]);
    expect(screen.queryByRole('group', { name: 'Bloemstuk 2' })).toBeNull();
    expect(screen.getByText('Bloemstuk 1 verwijderd.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bloemstuk toevoegen' }));
  });

  it('shows a field only while its sibling has the value of showIf', async () => {
    render(<Harness />);
    await sectionFieldsShown();
    expect(screen.queryByLabelText('Reden geen bloemen')).toBeNull();
    await act(async () => fireEvent.click(screen.getByLabelText('Nee')));
    expect(screen.getByLabelText('Reden geen bloemen')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText('Ja')));
    expect(screen.queryByLabelText('Reden geen bloemen')).toBeNull();

    expect(screen.queryByLabelText('Verwijderd door')).toBeNull();
    await act(async () => fireEvent.click(screen.getByLabelText('Pacemaker aanwezig')));
    expect(values()['pacemaker']).toBe(true);
    expect(screen.getByLabelText('Verwijderd door')).toBeTruthy();
  });

  it('reads money the Dutch way into cents and flags text that is no amount', async () => {
    render(<Harness data={{ budget: 123456 }} />);
    await sectionFieldsShown();
    const budget = screen.getByLabelText('Budget') as HTMLInputElement;
    expect(budget.value).toBe('1.234,56');
    fireEvent.change(budget, { target: { value: '2.500' } });
    expect(values()['budget']).toBe(250000);
    fireEvent.blur(budget);
    expect(budget.value).toBe('2.500,00');

    fireEvent.change(budget, { target: { value: 'veel' } });
    expect(Number.isNaN(values()['budget'])).toBe(true);
    expect(screen.getByText('Vul een bedrag in, bijvoorbeeld 1.234,56.')).toBeTruthy();
    expect(budget.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(budget, { target: { value: '' } });
    expect(values()['budget']).toBeNull();
    // A new value from outside (the address book, a reset) replaces the text.
    await act(async () => harness.methods?.setValue('budget', 9900));
    expect(budget.value).toBe('99,00');
  });

  it('stores an emptied text field and number field as null', async () => {
    render(<Harness data={{ count: 3 }} />);
    await sectionFieldsShown();
    const count = screen.getByLabelText('Aantal') as HTMLInputElement;
    fireEvent.change(count, { target: { value: '12' } });
    expect(values()['count']).toBe(12);
    fireEvent.change(count, { target: { value: '' } });
    expect(values()['count']).toBeNull();
    fireEvent.change(count, { target: { value: 'twaalf' } });
    expect(Number.isNaN(values()['count'])).toBe(true);
  });

  it('keeps a block named like its group for screen readers only (no heading twice on screen)', async () => {
    const contacts: SectionForm = {
      key: 'client',
      title: 'Opdrachtgever',
      groups: [
        {
          title: 'Contactpersonen',
          fields: [
            {
              name: 'contacts',
              label: 'Contactpersonen',
              kind: 'list',
              itemLabel: 'Contactpersoon',
              fields: [],
            },
          ],
        },
      ],
    };
    function Contacts() {
      const methods = useForm<SectionValues>({ defaultValues: sectionDefaults(contacts, {}) });
      return (
        <FormProvider {...methods}>
          <SectionFormFields form={contacts} />
        </FormProvider>
      );
    }
    render(<Contacts />);
    await sectionFieldsShown();
    const legends = screen.getAllByText('Contactpersonen', { selector: 'legend' });
    expect(legends.map((legend) => legend.className.includes('sr-only'))).toEqual([false, true]);
  });
});
