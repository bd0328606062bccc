import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../lib/testing/render-routes.tsx';
import {
  DossierPicker,
  dossierLabel,
  type DossierChoice,
  type DossierPickerProps,
} from './dossier-picker.tsx';

const JAN: DossierChoice = { id: 'd1', number: '2026-0042', deceasedName: 'Jan de Vries' };
const PIET: DossierChoice = { id: 'd9', number: '2026-0090', deceasedName: 'Piet Smit' };

let urls: string[] = [];
let answer: () => Response;

beforeEach(() => {
  urls = [];
  answer = () =>
    json(200, {
      data: [
        { id: 'd2', number: '2026-0051', deceased_name: 'Marie Jansen-de Vries' },
        { id: 'd3', number: '2026-0049', deceased_name: 'Kees de Vries' },
      ],
      meta: { current_page: 1, per_page: 10, total: 2, last_page: 1 },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The picker with its value kept as a form would keep it, and a way to set one from outside. */
function Harness({ initial, ...props }: Partial<DossierPickerProps> & { initial: DossierChoice | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DossierPicker
        {...props}
        value={value}
        onChange={(dossier) => {
          props.onChange?.(dossier);
          setValue(dossier);
        }}
      />
      <button type="button" onClick={() => setValue(PIET)}>
        Van buiten
      </button>
    </>
  );
}

function renderPicker(props: Partial<DossierPickerProps> & { initial?: DossierChoice | null } = {}) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={null} onChange={onChange} {...props} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Dossier (optioneel)' }) as HTMLInputElement;
  return { box, onChange };
}

const type = (box: HTMLInputElement, text: string) => {
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
};

describe('DossierPicker', () => {
  it('names a dossier by its number and the name of the deceased', () => {
    expect(dossierLabel(JAN)).toBe('2026-0042 · Jan de Vries');
    expect(dossierLabel({ number: '2026-0042', deceasedName: '' })).toBe('2026-0042');
  });

  it('searches once typing pauses, offers every answer of the server and gives the one chosen', async () => {
    const { box, onChange } = renderPicker();
    type(box, 'Kees');
    expect(await screen.findByText('Bezig met zoeken…')).toBeTruthy();
    // The server matched on more than the label shows: every answer is offered.
    const option = await screen.findByRole('option', { name: '2026-0051 · Marie Jansen-de Vries' });
    expect(screen.getByRole('option', { name: '2026-0049 · Kees de Vries' })).toBeTruthy();
    expect(urls).toEqual(['/api/dossiers?search=Kees&per_page=10']);
    fireEvent.click(option);
    await waitFor(() => expect(box.value).toBe('2026-0051 · Marie Jansen-de Vries'));
    expect(onChange).toHaveBeenLastCalledWith({
      id: 'd2',
      number: '2026-0051',
      deceasedName: 'Marie Jansen-de Vries',
    });
    expect(screen.getByRole('button', { name: 'Dossier loskoppelen' })).toBeTruthy();
  });

  it('opens with the newest dossiers from its button', async () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /Suggesties/ }));
    expect(await screen.findByRole('option', { name: '2026-0049 · Kees de Vries' })).toBeTruthy();
    expect(urls).toEqual(['/api/dossiers?per_page=10']);
  });

  it('shows the chosen dossier, takes it away with the button or by emptying the box, and follows a new value', async () => {
    const { box, onChange } = renderPicker({ initial: JAN });
    expect(box.value).toBe('2026-0042 · Jan de Vries');
    fireEvent.click(screen.getByRole('button', { name: 'Dossier loskoppelen' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(box.value).toBe(''));
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Dossier loskoppelen' })).toBeNull();

    const outside = screen.getByRole('button', { name: 'Van buiten' });
    act(() => outside.focus());
    fireEvent.click(outside);
    await waitFor(() => expect(box.value).toBe('2026-0090 · Piet Smit'));
    expect(urls).toEqual([]);
    // Emptying the box unlinks too, and offers the newest dossiers.
    type(box, '');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(await screen.findByRole('option', { name: '2026-0049 · Kees de Vries' })).toBeTruthy();
    expect(urls).toEqual(['/api/dossiers?per_page=10']);
  });

  it('says when nothing is found and when the search failed', async () => {
    answer = () => json(200, { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } });
    const { box } = renderPicker();
    type(box, 'Onbekend');
    expect(await screen.findByText('Geen dossiers gevonden.')).toBeTruthy();
    answer = () => json(500, { message: 'Er is iets misgegaan.' });
    fireEvent.change(box, { target: { value: 'Onbekend2' } });
    expect(await screen.findByText('De dossiers konden niet worden gezocht.')).toBeTruthy();
  });

  it('ties its description and error to the box', () => {
    const { box } = renderPicker({ description: 'Waarom een dossier.', error: 'Dit dossier bestaat niet.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['⚠ Dit dossier bestaat niet.', 'Waarom een dossier.']);
  });

  it('can be disabled: no search and no button to unlink', () => {
    const { box } = renderPicker({ initial: JAN, disabled: true });
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('2026-0042 · Jan de Vries');
    expect(screen.queryByRole('button', { name: 'Dossier loskoppelen' })).toBeNull();
    expect(urls).toEqual([]);
  });
});
