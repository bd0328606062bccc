import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ConflictDialog as ConflictDialogComponent } from '../conflict-dialog.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { lazyDialog } from '../ui/lazy-dialog.tsx';
import type { VersionedForm, VersionedRecord } from './use-versioned-form.ts';

// The conflict dialog's code loads at the first conflict, not with every versioned form (decision 036).
const ConflictDialog = lazyDialog<ComponentProps<typeof ConflictDialogComponent> & { open: boolean }>(() =>
  import('../conflict-dialog.tsx').then((module) => module.ConflictDialog),
);

/** The conflict dialog of a versioned form, and its leave guard when the form asks for one. */
export function VersionedFormDialogs<R extends VersionedRecord, V extends FieldValues, O>({
  versioned,
}: {
  versioned: VersionedForm<R, V, O>;
}) {
  return (
    <>
      <ConflictDialog
        open={versioned.conflict !== null}
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
