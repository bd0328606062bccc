import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { lazyDialog } from './ui/lazy-dialog.tsx';

// The question's code loads the first time it is asked, not with every form that guards (decision 036).
const ConfirmDialog = lazyDialog(() =>
  import('./ui/confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);

export interface LeaveGuardTexts {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

/**
 * Asks before leaving a page with unsaved changes: another page of the app (React Router's blocker and a
 * Dutch dialog) or closing/reloading the tab (the browser's own question). With `includeSearch`, another
 * view of the same page (`/tasks?weergave=alle`) counts as leaving too.
 */
export function LeaveGuard({
  when,
  texts,
  includeSearch = false,
}: {
  when: () => boolean;
  texts: LeaveGuardTexts;
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
      title={texts.title}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{texts.body}</p>
    </ConfirmDialog>
  );
}
