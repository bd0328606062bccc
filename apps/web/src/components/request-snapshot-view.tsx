import {
  formatSnapshotValue,
  maskBsn,
  messages,
  SNAPSHOT_FIELDS,
  snapshotValue,
  type RequestSnapshot,
  type SnapshotChange,
} from '@afscheid/shared';
import { useId, useState } from 'react';
import { nlPages } from '../lib/i18n/nl-NL.pages.ts';
import { cx } from './ui/class-names.ts';

const texts = nlPages.requestSnapshot;
const groupLabels = messages.crematoriumRequests.snapshot.groups;

type SnapshotGroup = keyof RequestSnapshot;
const GROUPS: SnapshotGroup[] = ['deceased', 'client', 'funeralCompany', 'wishes'];
const BSN_PATH = 'deceased.bsn';

/** Nothing filled in: null, blank text or an empty list. */
function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A value as the reader sees it; the BSN masked (only its last four digits). */
function displayValue(path: string, value: unknown): string {
  if (path === BSN_PATH && !isEmpty(value)) return maskBsn(String(value));
  return formatSnapshotValue(path, value);
}

/**
 * The shared fields of a crematorium request as description lists per group (Overledene, Opdrachtgever,
 * Uitvaartonderneming, Wensen). Empty fields are left out, except of the deceased, where a missing detail matters.
 * The BSN shows masked until "Toon BSN" is pressed.
 */
export function RequestSnapshotView({
  snapshot,
  headingLevel = 3,
}: {
  snapshot: RequestSnapshot;
  /** The level of the groups' headings (3 under a page section's h2). */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {GROUPS.map((group) => (
        <SnapshotGroupList key={group} snapshot={snapshot} group={group} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function SnapshotGroupList({
  snapshot,
  group,
  headingLevel,
}: {
  snapshot: RequestSnapshot;
  group: SnapshotGroup;
  headingLevel: 2 | 3 | 4;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const fields = SNAPSHOT_FIELDS.filter(
    (field) =>
      field.group === group && (group === 'deceased' || !isEmpty(snapshotValue(snapshot, field.path))),
  );
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Heading id={headingId} className="text-base font-semibold text-stone-900">
        {groupLabels[group]}
      </Heading>
      {fields.length === 0 ? (
        <p className="mt-2 text-stone-700">{texts.groupEmpty}</p>
      ) : (
        <dl className="mt-2 divide-y divide-stone-100">
          {fields.map((field) => {
            const value = snapshotValue(snapshot, field.path);
            return (
              <div
                key={field.path}
                className="grid gap-x-4 gap-y-0.5 py-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
              >
                <dt className="text-sm font-medium text-stone-700">{field.label}</dt>
                <dd className="break-words text-stone-900">
                  {field.path === BSN_PATH && !isEmpty(value) ? (
                    <BsnValue bsn={String(value)} />
                  ) : (
                    formatSnapshotValue(field.path, value)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/** The BSN masked, with a button to show it in full (and hide it again). */
function BsnValue({ bsn }: { bsn: string }) {
  const [shown, setShown] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {shown ? (
        <span className="font-mono tabular-nums">{bsn}</span>
      ) : (
        <span>
          <span className="font-mono tabular-nums">{maskBsn(bsn)}</span>
          <span className="sr-only"> {texts.bsnMasked}</span>
        </span>
      )}
      <button
        type="button"
        className="min-h-11 rounded-md px-2 text-sm font-medium text-brand-800 underline hover:bg-stone-100"
        onClick={() => setShown((value) => !value)}
      >
        {shown ? texts.hideBsn : texts.showBsn}
      </button>
    </span>
  );
}

/**
 * What changed between two versions of the shared fields: "Label: oud → nieuw" per field, the old value as
 * deleted and the new one as inserted text, both also named for a screen reader ("was", "wordt").
 */
export function SnapshotChangesList({
  changes,
  className,
}: {
  changes: SnapshotChange[];
  className?: string;
}) {
  if (changes.length === 0) return <p className={cx('text-stone-700', className)}>{texts.noChanges}</p>;
  return (
    <ul aria-label={texts.changesLabel} className={cx('grid gap-1', className)}>
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium text-stone-900">{change.label}:</span>{' '}
          <del className="text-stone-700">
            <span className="sr-only">{texts.changedFrom} </span>
            {displayValue(change.field, change.from)}
          </del>{' '}
          <span aria-hidden="true">→</span>{' '}
          <ins className="font-medium text-stone-900 no-underline">
            <span className="sr-only">{texts.changedTo} </span>
            {displayValue(change.field, change.to)}
          </ins>
        </li>
      ))}
    </ul>
  );
}
