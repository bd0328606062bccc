import type { SectionKey } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { getSectionHistory } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { HistoryList } from './history-list.tsx';

const texts = nld.history;

/** The "Geschiedenis" panel of a section: who changed which fields, from what to what (loaded when opened). */
export function SectionHistoryPanel({
  dossierId,
  sectionKey,
}: {
  dossierId: string;
  sectionKey: SectionKey;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const history = useQuery({
    queryKey: dossierKeys.sectionHistory(dossierId, sectionKey),
    queryFn: () => getSectionHistory(dossierId, sectionKey),
    enabled: open,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-stone-900">
          {texts.title}
        </h2>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? texts.hide : texts.show}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && history.isPending && <p className="text-stone-700">{texts.loading}</p>}
        {history.isError && (
          <Alert tone="error">
            {texts.loadFailed} {history.error.message}
          </Alert>
        )}
        {history.data && <HistoryList entries={history.data} />}
      </div>
    </section>
  );
}
