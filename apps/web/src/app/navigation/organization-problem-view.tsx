import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { OrganizationProblem } from '../../features/auth/index.ts';
import { nlOrganizationContext as texts } from '../../lib/i18n/nl-NL.organization-context.ts';

/** The dialog of `OrganizationProblemDialog`, loaded when a problem first shows. */
export function OrganizationProblemView({
  problem,
  onClose,
  reload,
}: {
  problem: OrganizationProblem;
  onClose: () => void;
  reload: () => void;
}) {
  return (
    <Dialog
      open
      title={problem.kind === 'changed' ? texts.changedDialog.title : texts.changedDialog.requiredTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
