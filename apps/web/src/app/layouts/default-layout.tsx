import { useMatches } from 'react-router';
import { lazyMountedDialog } from '../../components/ui/lazy-dialog.tsx';
import { ForeignOrganization } from '../navigation/foreign-organization.tsx';
import { OrganizationProblemDialog } from '../navigation/organization-problem-dialog.tsx';
import { ShellExtensionsContext, type ShellExtensions } from '../navigation/shell-extensions.ts';
import { QueryProvider } from '../query-provider.tsx';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { AppShell } from './app-shell.tsx';

// The dialogs load when they first show: every page has the layout, few open them (issue 17).
const OrganizationSelectorDialog = lazyMountedDialog(
  async () => (await import('../navigation/organization-selector-dialog.tsx')).OrganizationSelectorDialog,
);
const extensions: ShellExtensions = { OrganizationSelectorDialog, ForeignOrganization };

/** The app for logged-in users: the shell around the page (loaded on demand, with server state). */
export function DefaultLayout() {
  // The page's own path is the key (matches: root, layout, page, …): a page's tabs switch without a page transition.
  const pathname = useMatches()[2]?.pathname ?? '';
  return (
    <QueryProvider>
      <ShellExtensionsContext.Provider value={extensions}>
        <AppShell>
          <AnimatedOutlet transitionKey={pathname} manageFocus />
        </AppShell>
        <OrganizationProblemDialog />
      </ShellExtensionsContext.Provider>
    </QueryProvider>
  );
}
