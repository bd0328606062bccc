import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { getAshRecordHistory } from '../api/ash-api.ts';
import { ashKeys } from '../api/query-keys.ts';
import { describeHistoryEntry } from '../lib/history.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.history;

/**
 * "Geschiedenis" of an ash record: the audit trail of the record, its destinations and documents, newest first
 * (loaded when opened). The register's entries are never changed; what did change is all here.
 */
export function RecordHistoryPanel({ recordId }: { recordId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useQuery({
    queryKey: ashKeys.history(recordId),
    queryFn: () => getAshRecordHistory(recordId),
    enabled: open,
  });
  return (
    <CardSection
      title={texts.title}
      action={
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? texts.hide : texts.show}
        </Button>
      }
    >
      <p className="mt-1 text-stone-700">{texts.intro}</p>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && history.isPending && <p className="text-stone-700">{texts.loading}</p>}
        {history.isError && (
          <Alert tone="error">
            {texts.loadFailed} {errorText(history.error)}
          </Alert>
        )}
        {history.data &&
          (history.data.length === 0 ? (
            <p className="text-stone-700">{texts.none}</p>
          ) : (
            <ol className="space-y-4" data-testid="ash-history">
              {history.data.map((entry) => {
                const view = describeHistoryEntry(entry);
                return (
                  <li key={view.id} className="border-l-2 border-stone-300 pl-4">
                    <p className="font-medium text-stone-900">{view.title}</p>
                    <p className="text-sm text-stone-700">{view.byline}</p>
                    {view.changes.length > 0 && (
                      <ul className="mt-1 space-y-0.5 text-sm break-words text-stone-800">
                        {view.changes.map((change) => (
                          <li key={change.field}>
                            <span className="font-medium">{change.label}</span>:{' '}
                            {view.created ? (
                              change.to
                            ) : (
                              <>
                                {texts.from} {change.from} {texts.to} {change.to}
                              </>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          ))}
      </div>
    </CardSection>
  );
}
