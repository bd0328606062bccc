import {
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';

/**
 * What a date or time field hands to its `ref` and its events: shaped like an `<input>` (name, type, value,
 * focus), so the field plugs into react-hook-form's `register(…)` (which reads and writes `ref.value`, and
 * applies `setValueAs` because `type` is set), into a `Controller` (which reads `event.target.value`), and into
 * a plain handler such as `(event) => setFilter(event.target.value)`.
 */
export interface FieldValueTarget {
  readonly name: string;
  readonly type: 'text';
  /** register writes null or undefined here for an empty form value: read as ''. */
  value: string;
  focus(): void;
}

export interface FieldValueEvent {
  type: 'change' | 'blur';
  target: FieldValueTarget;
}

/** The props a date or time field takes for its value: controlled (`value`) or uncontrolled (`register`). */
export interface FieldValueProps {
  name?: string;
  /** The value as text ('2026-11-21', '14:30'); '' or null for empty. Leave out when using `register`. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (event: FieldValueEvent) => unknown;
  onBlur?: (event: FieldValueEvent) => unknown;
  ref?: Ref<FieldValueTarget>;
}

/** Some but not all segments filled in ('21-mm-2026'): React Aria shows it but reports no value for it. */
function isHalfTyped(root: HTMLElement | null): boolean {
  const segments = root ? Array.from(root.querySelectorAll('[role="spinbutton"]')) : [];
  const empty = segments.filter((segment) => segment.hasAttribute('data-placeholder')).length;
  return empty > 0 && empty < segments.length;
}

/**
 * The value plumbing of a date or time field. Controlled when `value` is given; otherwise it keeps its own
 * value, which `register` sets through the ref (defaults, `reset`, `setValue`).
 */
export function useFieldValue(
  { name = '', value, defaultValue, onChange, onBlur, ref }: FieldValueProps,
  focusRoot: RefObject<HTMLElement | null>,
) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value === undefined ? own : (value ?? '');
  // What the target's `value` reads: updated before onChange runs, so register reads the new value at once.
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  }, [current]);

  const target = useMemo<FieldValueTarget>(
    () => ({
      name,
      type: 'text',
      get value() {
        return latest.current;
      },
      set value(next: string) {
        const text = typeof next === 'string' ? next : '';
        // The value it already shows (register writing a form's value given as `defaultValue`): no render.
        if (text === latest.current) return;
        latest.current = text;
        setOwn(text);
      },
      focus() {
        // The first segment (day or hour): where a person starts typing.
        focusRoot.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      },
    }),
    [name, focusRoot],
  );
  // A stable object: register then sees the same "element" on every render, as with a real input.
  useImperativeHandle(ref, () => target, [target]);

  function change(next: string) {
    latest.current = next;
    setOwn(next);
    onChange?.({ type: 'change', target });
  }

  return {
    value: current,
    change,
    blur() {
      // React Aria reports a date only once every segment is filled in, so after clearing the year the form
      // would still hold the old date. Leaving a half-typed field empties the value, as a native date input
      // does: what is saved is what is shown, and a required field says it is missing.
      if (latest.current !== '' && isHalfTyped(focusRoot.current)) change('');
      onBlur?.({ type: 'blur', target });
    },
  };
}
