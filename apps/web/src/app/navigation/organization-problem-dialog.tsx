import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import {
  organizationProblems,
  type OrganizationProblemStore,
} from '../../features/auth/index.ts';
import { nlOrganizationContext as texts } from '../../lib/i18n/nl-NL.organization-context.ts';

/**
 * The server refused a call because this tab shows another organisation than the session (a second tab
 * switched), or there is none any more: the action was not carried out, and reloading shows the page in the
 * organisation the session works in now (decision 009).
 */
export function OrganizationProblemDialog({
  store = organizationProblems,
  reload = () => window.location.reload(),
}: {
  store?: OrganizationProblemStore;
  reload?: () => void;
}) {
  const problem = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  if (!problem) return null;
  return (
    <Dialog
      open
      title={problem.kind === 'changed' ? texts.changedDialog.title : texts.changedDialog.requiredTitle}
      onClose={() => store.clear()}
      footer={
        <>
          <Button variant="secondary" onClick={() => store.clear()}>
            {texts.changedDialog.later}
          </Button>
          <Button onClick={reload}>{texts.changedDialog.reload}</Button>
        </>
      }
    >
      <p className="text-stone-800" data-testid="organization-problem">
        {problem.message}
      </p>
      <p className="mt-2 text-stone-700">{texts.changedDialog.intro}</p>
    </Dialog>
  );
}
