import type { DossierData } from '@afscheid/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { legalWindowView } from '../lib/legal-window.ts';

/** The legal window (Wet op de lijkbezorging art. 16/17) with a warning when the deadline is near or passed. */
export function LegalWindowBox({ dossier, now }: { dossier: DossierData; now?: Date }) {
  const view = legalWindowView(dossier, now);
  return (
    <div data-testid="legal-window">
      <p className="font-medium text-stone-900">{nld.dossier.legalWindow}</p>
      <p className="text-stone-800">{view.text}</p>
      {view.exception && <p className="mt-1 text-sm text-stone-700">{view.exception}</p>}
      {view.decreeNote && <p className="mt-1 text-sm text-stone-700">{view.decreeNote}</p>}
      {view.warning && (
        <Alert tone={view.warning.tone} className="mt-2">
          {view.warning.message}
        </Alert>
      )}
    </div>
  );
}
