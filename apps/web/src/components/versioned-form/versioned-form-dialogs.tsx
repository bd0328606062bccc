import type { FieldValues } from 'react-hook-form';
import { ConflictDialog } from '../conflict-dialog.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import type { VersionedForm, VersionedRecord } from './use-versioned-form.ts';

/** The conflict dialog of a versioned form, and its leave guard when the form asks for one. */
export function VersionedFormDialogs<R extends VersionedRecord, V extends FieldValues, O>({
  versioned,
}: {
  versioned: VersionedForm<R, V, O>;
}) {
  return (
    <>
      <ConflictDialog
        report={versioned.conflict?.report ?? null}
        texts={versioned.conflictTexts}
        busy={versioned.saving}
        onKeepTheirs={versioned.takeTheirs}
        onOverwrite={() => void versioned.saveOnTop()}
        onClose={versioned.dismissConflict}
      />
      {versioned.leaveTexts && <LeaveGuard when={versioned.shouldBlock} texts={versioned.leaveTexts} />}
    </>
  );
}
