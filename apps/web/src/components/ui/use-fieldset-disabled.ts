import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function insideDisabledFieldset(element: HTMLElement | null): boolean {
  return element?.closest('fieldset[disabled]') != null;
}

/**
 * Whether a `<fieldset disabled>` around the element disables it. Native inputs follow their fieldset by
 * themselves; React Aria's date segments are not form controls, so a date or time field asks here (a section
 * of an archived dossier, or without permission to edit, is such a fieldset).
 */
export function useFieldsetDisabled(ref: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      // Every fieldset around the field: any of them can be switched on or off later.
      let fieldset = ref.current?.closest('fieldset') ?? null;
      while (fieldset) {
        observer.observe(fieldset, { attributes: true, attributeFilter: ['disabled'] });
        fieldset = fieldset.parentElement?.closest('fieldset') ?? null;
      }
      // The element exists only after the first render: look once it does.
      onChange();
      return () => observer.disconnect();
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => insideDisabledFieldset(ref.current),
    () => false,
  );
}
