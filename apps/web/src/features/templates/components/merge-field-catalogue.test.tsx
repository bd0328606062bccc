import type { MergeFieldGroup } from '@afscheid/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MergeFieldCatalogue } from './merge-field-catalogue.tsx';

const groups: MergeFieldGroup[] = [
  {
    key: 'overledene',
    label: 'Overledene',
    fields: [
      { tag: 'overledene.voornamen', label: 'Voornamen van de overledene', example: 'Hendrika Johanna' },
      { tag: 'overledene.geboortedatum', label: 'Geboortedatum van de overledene', example: '3 mei 1941' },
    ],
  },
  {
    key: 'begroting',
    label: 'Begroting',
    fields: [
      { tag: 'begroting.totaal_incl', label: 'Totaal inclusief btw', example: '€ 8.026,57' },
      {
        tag: 'begroting.regels',
        label: 'Herhaal voor elke begrotingsregel',
        example: 'Eiken Klassiek, Gebruik aula …',
        loop: [
          { tag: 'omschrijving', label: 'Omschrijving', example: 'Kist Eiken Klassiek' },
          { tag: 'aantal', label: 'Aantal', example: '1' },
          { tag: 'bedrag_incl', label: 'Bedrag inclusief btw', example: '€ 1.410,26' },
          { tag: 'sectie', label: 'Rubriek van de begroting', example: 'Kist en verzorging' },
        ],
      },
    ],
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const codes = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('code')).map((code) => code.textContent);

describe('MergeFieldCatalogue', () => {
  it('shows every code per group in <code> with its description and example, and a loop with its fields', () => {
    render(<MergeFieldCatalogue groups={groups} />);
    const catalogue = screen.getByRole('complementary', { name: 'Samenvoegcodes' });
    const [deceased, budget] = within(catalogue).getAllByTestId('merge-field-group') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(deceased).getByRole('heading', { name: 'Overledene' })).toBeTruthy();
    expect(codes(deceased)).toEqual(['{overledene.voornamen}', '{overledene.geboortedatum}']);
    expect(within(deceased).getByText('Voornamen van de overledene')).toBeTruthy();
    expect(within(deceased).getByText('Bijvoorbeeld: Hendrika Johanna')).toBeTruthy();

    expect(codes(budget)).toEqual([
      '{begroting.totaal_incl}',
      '{#begroting.regels}…{/begroting.regels}',
      '{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels}',
      '{omschrijving}',
      '{aantal}',
      '{bedrag_incl}',
      '{sectie}',
    ]);
    expect(within(budget).getByText('Lijst')).toBeTruthy();
    expect(within(budget).getByText('Zo gebruik je de lijst:')).toBeTruthy();
    expect(within(budget).getByText('Bijvoorbeeld: Kist Eiken Klassiek')).toBeTruthy();
  });

  it('filters on code and description, without minding accents or case, and says when nothing matches', () => {
    render(<MergeFieldCatalogue groups={groups} />);
    const catalogue = screen.getByRole('complementary', { name: 'Samenvoegcodes' });
    const search = within(catalogue).getByRole('searchbox', { name: 'Codes zoeken' });

    fireEvent.change(search, { target: { value: 'GEBOORTE' } });
    expect(codes(catalogue)).toEqual(['{overledene.geboortedatum}']);
    expect(within(catalogue).getByText('1 code')).toBeTruthy();

    // A field inside a loop: the loop stays, with only that field, and its example keeps two fields.
    fireEvent.change(search, { target: { value: 'rubriek' } });
    expect(codes(catalogue)).toEqual([
      '{#begroting.regels}…{/begroting.regels}',
      '{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels}',
      '{sectie}',
    ]);

    // A group's name keeps the whole group.
    fireEvent.change(search, { target: { value: 'overledene' } });
    expect(within(catalogue).getAllByTestId('merge-field-group')).toHaveLength(1);
    expect(codes(catalogue)).toHaveLength(2);

    fireEvent.change(search, { target: { value: 'schoenmaat' } });
    expect(within(catalogue).queryAllByTestId('merge-field-group')).toHaveLength(0);
    expect(within(catalogue).getByText('Geen codes gevonden voor “schoenmaat”.')).toBeTruthy();
  });

  it('copies a code to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<MergeFieldCatalogue groups={groups} />);
    const button = screen.getByRole('button', { name: '{overledene.voornamen} kopiëren' });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('{overledene.voornamen}');
    expect(button.textContent).toBe('Gekopieerd');
    expect(screen.getByText('{overledene.voornamen} is gekopieerd.')).toBeTruthy();

    const loop = screen.getByRole('button', {
      name: '{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels} kopiëren',
    });
    await act(async () => fireEvent.click(loop));
    expect(writeText).toHaveBeenLastCalledWith(
      '{#begroting.regels}{omschrijving} {bedrag_incl}{/begroting.regels}',
    );
    expect(button.textContent).toBe('Kopiëren');
  });

  it('asks to copy by hand when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('no'))) },
    });
    render(<MergeFieldCatalogue groups={groups} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '{aantal} kopiëren' })));
    expect(screen.getByText('Kopiëren lukte niet. Selecteer de code en kopieer hem zelf.')).toBeTruthy();
  });
});
