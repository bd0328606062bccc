import { useSyncExternalStore } from 'react';
import { lazyMountedDialog } from '../../components/ui/lazy-dialog.tsx';
import { organizationProblems, type OrganizationProblemStore } from '../../features/auth/index.ts';

const ProblemView = lazyMountedDialog(
  async () => (await import('./organization-problem-view.tsx')).OrganizationProblemView,
);

/**
 * The server refused a call because this tab shows another organisation than the session (a second tab
 * switched), or there is none any more: the action was not carried out, and reloading shows the page in the
 * organisation the session works in now (decision 009). The dialog's code loads when a problem first shows.
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
  return <ProblemView problem={problem} onClose={() => store.clear()} reload={reload} />;
}
