import type { ConflictRow, TheirChangeRow } from '../lib/forms/conflict.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface ConflictView {
  conflicts: readonly ConflictRow[];
  theirChanges: readonly TheirChangeRow[];
}

export interface ConflictTexts {
  title: string;
  intro: string;
  field: string;
  yours: string;
  theirs: string;
  caption: string;
  theirChanges: string;
  noConflicts: string;
  empty: string;
  keepTheirs: string;
  overwrite: string;
  overwriting: string;
  /** The notice after "keep theirs". */
  reloaded: string;
}

/**
 * A 409 on save: someone else saved first. Shows the fields where your version and theirs differ (and what only
 * they changed), and lets the user keep theirs (the form reloads) or save theirs with their changes on top.
 */
export function ConflictDialog({
  report,
  texts,
  busy,
  onKeepTheirs,
  onOverwrite,
  onClose,
}: {
  report: ConflictView | null;
  texts: ConflictTexts;
  busy: boolean;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const shown = (value: string) =>
    value === '' ? <span className="text-stone-600">{texts.empty}</span> : value;
  return (
    <Dialog
      open={report !== null}
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onKeepTheirs} disabled={busy}>
            {texts.keepTheirs}
          </Button>
          <Button onClick={onOverwrite} busy={busy} busyLabel={texts.overwriting}>
            {texts.overwrite}
          </Button>
        </>
      }
    >
      {report && report.conflicts.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left" data-testid="conflict-table">
            <caption className="pb-2 text-left text-sm text-stone-700">{texts.caption}</caption>
            <thead className="text-sm text-stone-700">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {texts.field}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {texts.yours}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {texts.theirs}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {report.conflicts.map((row) => (
                <tr key={row.field}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 break-words whitespace-pre-wrap">{shown(row.yours)}</td>
                  <td className="py-2 break-words whitespace-pre-wrap">{shown(row.theirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report && report.conflicts.length === 0 && <p className="text-stone-800">{texts.noConflicts}</p>}
      {report && report.theirChanges.length > 0 && (
        <div className="mt-4">
          <p className="text-stone-800">{texts.theirChanges}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
            {report.theirChanges.map((change) => (
              <li key={change.field}>
                <span className="font-medium">{change.label}</span>: {shown(change.theirs)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
