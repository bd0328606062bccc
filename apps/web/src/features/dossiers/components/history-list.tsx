import type { AuditEntry } from '@afscheid/shared';
import { interpolate } from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { describeAuditEntry, type UserNames } from '../lib/history.ts';

const texts = nld.history;
/** Changes shown per event; the rest is summarised ("… en nog 4 velden"). */
const MAX_CHANGES = 12;

const shown = (value: string) =>
  value === '' ? <span className="text-stone-600">{texts.empty}</span> : value;

/** Audit events, newest first: what happened, who and when, and per field the value before and after. */
export function HistoryList({ entries, userName }: { entries: readonly AuditEntry[]; userName?: UserNames }) {
  if (entries.length === 0) return <p className="text-stone-700">{texts.none}</p>;
  return (
    <ol className="space-y-4" data-testid="history-list">
      {entries.map((entry) => {
        const view = describeAuditEntry(entry, userName);
        const changes = view.changes.slice(0, MAX_CHANGES);
        const more = view.changes.length - changes.length;
        return (
          <li key={view.id} className="border-l-2 border-stone-300 pl-4">
            <p className="font-medium text-stone-900">{view.title}</p>
            <p className="text-sm text-stone-700">{view.byline}</p>
            {changes.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm text-stone-800">
                {changes.map((change) => (
                  <li key={change.field}>
                    <span className="font-medium">{change.label}</span>:{' '}
                    {view.created ? (
                      shown(change.to)
                    ) : (
                      <>
                        {texts.from} {shown(change.from)} {texts.to} {shown(change.to)}
                      </>
                    )}
                  </li>
                ))}
                {more > 0 && <li className="text-stone-700">{interpolate(texts.more, { count: more })}</li>}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
