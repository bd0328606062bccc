import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import type { TaskConflictReport } from '../lib/task-form.ts';

const shown = (value: string) =>
  value === '' ? <span className="text-stone-600">{work.taskConflict.empty}</span> : value;

/**
 * A 409 on save: someone else saved the task first. Shows where your version and theirs differ, and lets the
 * user keep theirs (the form reloads) or save theirs with their own changes on top.
 */
export function TaskConflictDialog({
  report,
  message,
  busy,
  onKeepTheirs,
  onOverwrite,
  onClose,
}: {
  report: TaskConflictReport | null;
  /** The server's Dutch message. */
  message: string | null;
  busy: boolean;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={report !== null}
      wide
      title={work.taskConflict.title}
      description={message ?? work.taskConflict.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onKeepTheirs} disabled={busy}>
            {work.taskConflict.keepTheirs}
          </Button>
          <Button onClick={onOverwrite} busy={busy} busyLabel={work.taskConflict.overwriting}>
            {work.taskConflict.overwrite}
          </Button>
        </>
      }
    >
      {report && report.conflicts.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left" data-testid="task-conflict-table">
            <caption className="pb-2 text-left text-sm text-stone-700">{work.taskConflict.caption}</caption>
            <thead className="text-sm text-stone-700">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {work.taskConflict.field}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {work.taskConflict.yours}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {work.taskConflict.theirs}
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
      {report && report.conflicts.length === 0 && (
        <p className="text-stone-800">{work.taskConflict.noConflicts}</p>
      )}
      {report && report.theirChanges.length > 0 && (
        <div className="mt-4">
          <p className="text-stone-800">{work.taskConflict.theirChanges}</p>
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
