import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';

/**
 * Asks before leaving unsaved changes: another page of the app (React Router's blocker and a Dutch dialog) or
 * closing/reloading the tab (the browser's own question). With `includeSearch`, another view of the same page
 * (`/tasks?weergave=alle`) counts as leaving too.
 */
export function UnsavedChangesGuard({
  when,
  includeSearch = false,
}: {
  when: () => boolean;
  includeSearch?: boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (includeSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      // Older browsers need a value; the text itself is the browser's.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={work.leaveGuard.title}
      confirmLabel={work.leaveGuard.leave}
      cancelLabel={work.leaveGuard.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{work.leaveGuard.body}</p>
    </ConfirmDialog>
  );
}
