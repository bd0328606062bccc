import { interpolate, type AddressBookEntry } from '@afscheid/shared';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { cx } from '../../../../components/ui/class-names.ts';
import { FieldError } from '../../../../components/ui/field-message.tsx';
import { nlDossiers as nld } from '../../../../lib/i18n/nl-NL.dossiers.ts';
import { fillFromPerson } from '../../lib/address-book-fill.ts';
import { lazyDialog } from '../../../../components/ui/lazy-dialog.tsx';
import { FieldGrid } from './field-grid.tsx';
import type { GroupFieldProps } from './group-field-props.ts';
import { useFieldError } from './use-field-error.ts';

// Loads on its first opening, not with the section form (issue 17).
const AddressBookDialog = lazyDialog(
  async () => (await import('../address-book-dialog.tsx')).AddressBookDialog,
);

const texts = nld.section;

/** A block of fields under one name (a person, an address): a fieldset with its legend. */
export function ObjectField({
  field,
  path,
  className,
  hideLegend = false,
  limit,
}: GroupFieldProps & {
  /** Only its fields among the form's first so many pieces (see `FieldGrid`). */
  limit?: number | undefined;
}) {
  const { getValues, setValue } = useFormContext();
  const error = useFieldError(path);
  const errorId = useId();
  const [picking, setPicking] = useState(false);
  const [filled, setFilled] = useState<string | null>(null);

  const pick = (entry: AddressBookEntry) => {
    const next = fillFromPerson(field.fields ?? [], getValues(path), entry.person);
    for (const [name, value] of Object.entries(next)) {
      setValue(`${path}.${name}`, value, { shouldDirty: true, shouldValidate: false });
    }
    setPicking(false);
    setFilled(interpolate(texts.filledFromAddressBook, { block: field.label, name: entry.name }));
  };

  return (
    <fieldset
      className={cx('rounded-md border border-stone-200 p-4', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={hideLegend ? 'sr-only' : 'px-1 text-base font-semibold text-stone-900'}>
        {field.label}
      </legend>
      {(field.help || field.addressBook) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {field.help && <p className="text-sm text-stone-600">{field.help}</p>}
          {field.addressBook && (
            <Button
              variant="secondary"
              className="ml-auto"
              aria-label={interpolate(texts.addressBookLabel, { block: field.label })}
              onClick={() => {
                setFilled(null);
                setPicking(true);
              }}
            >
              {texts.addressBook}
            </Button>
          )}
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
      <p role="status" className={filled ? 'mb-4 text-sm text-emerald-900' : 'sr-only'}>
        {filled}
      </p>
      <FieldGrid fields={field.fields ?? []} limit={limit} parent={path} />
      {field.addressBook && (
        <AddressBookDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
      )}
    </fieldset>
  );
}
