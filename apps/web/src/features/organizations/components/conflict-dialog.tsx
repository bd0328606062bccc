import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import type { ConflictReport } from '../lib/conflict.ts';

const shown = (value: string) => (value === '' ? <span className="text-stone-600">{nlo.conflict.empty}</span> : value);

/**
 * A 409 on save: someone else saved first. Shows the fields where your version and theirs differ, and lets
 * the user keep theirs (the form reloads) or save theirs with their changes on top.
 */
export function ConflictDialog({
  report,
  busy,
  onKeepTheirs,
  onOverwrite,
  onClose,
}: {
  report: ConflictReport | null;
  busy: boolean;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={report !== null}
      wide
      title={nlo.conflict.title}
      description={nlo.conflict.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onKeepTheirs} disabled={busy}>
            {nlo.conflict.keepTheirs}
          </Button>
          <Button onClick={onOverwrite} busy={busy} busyLabel={nlo.conflict.overwriting}>
            {nlo.conflict.overwrite}
          </Button>
        </>
      }
    >
      {report && report.conflicts.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left" data-testid="conflict-table">
            <caption className="pb-2 text-left text-sm text-stone-700">{nlo.conflict.caption}</caption>
            <thead className="text-sm text-stone-700">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {nlo.conflict.field}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {nlo.conflict.yours}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {nlo.conflict.theirs}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {report.conflicts.map((row) => (
                <tr key={row.field}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 break-all">{shown(row.yours)}</td>
                  <td className="py-2 break-all">{shown(row.theirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report && report.conflicts.length === 0 && <p className="text-stone-800">{nlo.conflict.noConflicts}</p>}
      {report && report.theirChanges.length > 0 && (
        <div className="mt-4">
          <p className="text-stone-800">{nlo.conflict.theirChanges}</p>
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
