import { formatDate, interpolate, type CalendarFeed } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nlPlanner } from '../lib/texts.ts';

const texts = nlPlanner.feedPanel;

/** What differs between one feed and another. */
export interface CalendarFeedTexts {
  /** The label of the link (its copy button is named after it). */
  url: string;
  /** What the confirmation of "Nieuwe link maken" says becomes of the old link. */
  regenerateBody: string;
}

export interface CalendarFeedPanelProps {
  /** Where the feed is kept; a new link replaces it there. */
  queryKey: QueryKey;
  /** The feed (made on first use). */
  load(): Promise<CalendarFeed>;
  /** A new secret URL: the old one stops working. */
  regenerate(): Promise<CalendarFeed>;
  texts: CalendarFeedTexts;
  /** Whether "Nieuwe link maken" is offered (`planner.update`). */
  canRegenerate: boolean;
}

/**
 * A calendar subscription (the organisation's planning, one place's reservations): the secret iCalendar URL with
 * a copy button and when it was made, how to add it to a phone's or computer's calendar, that anyone with the
 * link can read it, and "Nieuwe link maken" after a confirmation (the old URL stops working at once).
 */
export function CalendarFeedPanel({
  queryKey,
  load,
  regenerate,
  texts: own,
  canRegenerate,
}: CalendarFeedPanelProps) {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey, queryFn: load });
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation({
    mutationFn: regenerate,
    onSuccess: (fresh) => {
      queryClient.setQueryData(queryKey, fresh);
      setConfirming(false);
    },
  });

  if (feed.isPending) return <p className="text-stone-700">{nlPlanner.common.loading}</p>;
  if (feed.isError) {
    return (
      <Alert tone="error">
        {texts.loadFailed} {errorText(feed.error)}{' '}
        <button type="button" className="underline" onClick={() => void feed.refetch()}>
          {nlPlanner.common.retry}
        </button>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <div>
        <CopyField
          label={own.url}
          value={feed.data.url}
          description={interpolate(texts.createdAt, { date: formatDate(feed.data.createdAt) })}
        />
        <NoticeRegion
          className="mt-2"
          notice={renew.isSuccess && !confirming ? { tone: 'success', text: texts.regenerated } : null}
        />
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">{texts.howTitle}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-800">
          <li>{texts.iphone}</li>
          <li>{texts.android}</li>
          <li>{texts.outlook}</li>
        </ul>
      </div>
      <Alert tone="warning">{texts.secret}</Alert>
      {canRegenerate && (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              renew.reset();
              setConfirming(true);
            }}
          >
            {texts.regenerate}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={texts.regenerate}
            confirmLabel={texts.regenerate}
            busyLabel={texts.regenerating}
            busy={renew.isPending}
            error={renew.isError ? errorText(renew.error) : null}
            onCancel={() => setConfirming(false)}
            onConfirm={() => renew.mutate()}
          >
            <p>{own.regenerateBody}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
