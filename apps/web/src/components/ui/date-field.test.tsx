import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDateField, typeText as type } from './date-field-testing.ts';
import { DateField } from './date-field.tsx';
import { TimeField } from './time-field.tsx';

afterEach(cleanup);

function segmentsOf(name: string) {
  return within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
}

function ControlledDate({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Overlijdensdatum"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue?.(event.target.value);
      }}
    />
  );
}

describe('DateField', () => {
  it('is Dutch in an English browser: dd-mm-jjjj with Dutch segment names', () => {
    expect(navigator.language).toBe('en-US');
    render(<ControlledDate />);
    const group = screen.getByRole('group', { name: 'Overlijdensdatum' });
    expect(group.textContent).toContain('dd-mm-jjjj');
    // A screen reader hears "dag, Overlijdensdatum" and so on: the segment's name, then the field's label.
    const names = segmentsOf('Overlijdensdatum').map((segment) => segment.getAttribute('aria-label'));
    expect(names).toEqual(['dag, ', 'maand, ', 'jaar, ']);
    expect(screen.getByRole('spinbutton', { name: 'dag, Overlijdensdatum' })).toBe(
      segmentsOf('Overlijdensdatum')[0],
    );
  });

  it('shows a YYYY-MM-DD value as dd-mm-jjjj and types a date back into YYYY-MM-DD', () => {
    const onValue = vi.fn();
    render(<ControlledDate initial="2026-03-05" onValue={onValue} />);
    expect(segmentsOf('Overlijdensdatum').map((segment) => segment.textContent)).toEqual([
      '05',
      '03',
      '2026',
    ]);

    act(() => segmentsOf('Overlijdensdatum')[0]?.focus());
    type('21112026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-21');
    expect(screen.getByRole('group', { name: 'Overlijdensdatum' }).textContent).toContain('21-11-2026');
  });

  it('opens a calendar that starts on Monday, with Dutch day and month names', () => {
    const onValue = vi.fn();
    render(<ControlledDate initial="2026-11-21" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: /Kalender/ }));
    const grid = screen.getByRole('grid');
    const days = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(days).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(screen.getByRole('combobox', { name: /Maand/i })).toHaveProperty('value', '11');
    expect(within(grid).getByRole('button', { name: /zaterdag 21 november 2026/ })).toBeTruthy();

    fireEvent.click(within(grid).getByRole('button', { name: /maandag 2 november 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-02');
  });

  it('ties its error and description to the field and marks it invalid', () => {
    render(
      <DateField label="Datum" value="" description="Uitleg" error="Vul een datum in." onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Datum' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      '⚠ Vul een datum in.',
      'Uitleg',
    ]);
    for (const segment of segmentsOf('Datum')) expect(segment.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('DateField in a disabled fieldset', () => {
  it('follows the fieldset, as a native input does', () => {
    function Harness() {
      const [locked, setLocked] = useState(true);
      return (
        <>
          <fieldset disabled={locked}>
            <DateField label="Datum" value="2026-11-21" onChange={() => {}} />
            <TimeField label="Tijd" value="14:30" onChange={() => {}} />
          </fieldset>
          <button type="button" onClick={() => setLocked(false)}>
            Ontgrendelen
          </button>
        </>
      );
    }
    render(<Harness />);
    for (const segment of [...segmentsOf('Datum'), ...segmentsOf('Tijd')]) {
      expect(segment.getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('button', { name: /Kalender/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ontgrendelen' }));
    return waitFor(() => expect(segmentsOf('Datum')[0]?.getAttribute('aria-disabled')).toBeNull());
  });
});

interface Values {
  diedOn: string | null;
  diedTime: string;
}

function RegisteredForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { register, reset, setValue, handleSubmit } = useForm<Values>({
    defaultValues: { diedOn: '2026-01-05', diedTime: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <DateField
        label="Datum"
        {...register('diedOn', { setValueAs: (v: string) => (v === '' ? null : v) })}
      />
      <TimeField label="Tijd" {...register('diedTime')} />
      <button type="button" onClick={() => reset({ diedOn: '2026-03-01', diedTime: '08:15' })}>
        Herstellen
      </button>
      <button type="button" onClick={() => setValue('diedOn', '2027-12-31')}>
        Zetten
      </button>
      <button type="submit">Opslaan</button>
    </form>
  );
}

function MountedWithRegister({ withDefault, onCommit }: { withDefault: boolean; onCommit: () => void }) {
  const { register } = useForm<Values>({ defaultValues: { diedOn: '2026-01-05', diedTime: '14:30' } });
  return (
    <Profiler id="fields" onRender={onCommit}>
      <DateField
        label="Datum"
        defaultValue={withDefault ? '2026-01-05' : undefined}
        {...register('diedOn')}
      />
      <TimeField label="Tijd" defaultValue={withDefault ? '14:30' : undefined} {...register('diedTime')} />
    </Profiler>
  );
}

describe('DateField and TimeField with react-hook-form', () => {
  it('mount without an extra render when given the form value as defaultValue (register writes the same value)', () => {
    const commits = { with: 0, without: 0 };
    render(<MountedWithRegister withDefault onCommit={() => (commits.with += 1)} />);
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('05-01-2026');
    expect(segmentsOf('Tijd').map((segment) => segment.textContent)).toEqual(['14', '30']);
    cleanup();
    // Without it, register's write through the ref renders both fields once more, synchronously, as they mount.
    render(<MountedWithRegister withDefault={false} onCommit={() => (commits.without += 1)} />);
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('05-01-2026');
    expect(commits.without).toBe(commits.with + 1);
  });

  it('work with register: default values, typing, setValueAs, reset and setValue', async () => {
    const onSubmit = vi.fn();
    render(<RegisteredForm onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('05-01-2026');

    act(() => segmentsOf('Tijd')[0]?.focus());
    type('0930');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onSubmit).toHaveBeenLastCalledWith({ diedOn: '2026-01-05', diedTime: '09:30' }, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Herstellen' }));
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('01-03-2026');
    expect(segmentsOf('Tijd').map((segment) => segment.textContent)).toEqual(['08', '15']);

    fireEvent.click(screen.getByRole('button', { name: 'Zetten' }));
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('31-12-2027');

    // Clearing only the year and leaving the field empties the value (what is shown is what is saved);
    // setValueAs turns '' into null.
    const year = segmentsOf('Datum')[2] as HTMLElement;
    act(() => year.focus());
    for (let press = 0; press < 6 && !year.hasAttribute('data-placeholder'); press++) {
      fireEvent.keyDown(year, { key: 'Backspace' });
    }
    expect(screen.getByRole('group', { name: 'Datum' }).textContent).toContain('31-12-jjjj');
    act(() => year.blur());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onSubmit).toHaveBeenLastCalledWith({ diedOn: null, diedTime: '08:15' }, expect.anything());
  });

  it('works with a Controller, which focuses the first segment on a validation error', async () => {
    function Form() {
      const { control, handleSubmit } = useForm<{ dueDate: string }>({ defaultValues: { dueDate: '' } });
      return (
        <form onSubmit={handleSubmit(() => {})}>
          <Controller
            control={control}
            name="dueDate"
            rules={{ required: 'Verplicht' }}
            render={({ field, fieldState }) => (
              <DateField label="Deadline" {...field} error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    render(<Form />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(screen.getByText('Verplicht')).toBeTruthy();
    expect(document.activeElement).toBe(segmentsOf('Deadline')[0]);
    type('01022026');
    await waitFor(() => expect(screen.queryByText('Verplicht')).toBeNull());
  });
});

describe('TimeField', () => {
  it('is a 24-hour clock in an English browser', () => {
    render(<TimeField label="Tijd" value="14:30" onChange={() => {}} />);
    const segments = segmentsOf('Tijd');
    expect(segments.map((segment) => segment.textContent)).toEqual(['14', '30']);
    expect(screen.getByRole('group', { name: 'Tijd' }).textContent).not.toMatch(/AM|PM/);
  });

  it('types a 24-hour time and empties it with Backspace', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TimeField
          label="Tijd"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange(event.target.value);
          }}
        />
      );
    }
    render(<Harness />);
    act(() => segmentsOf('Tijd')[0]?.focus());
    type('1745');
    expect(onChange).toHaveBeenLastCalledWith('17:45');
    clearDateField(screen.getByRole('group', { name: 'Tijd' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
