import { Dialog } from '../../../components/ui/dialog.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { getCalendarFeed, regenerateCalendarFeed } from '../api/planner-api.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { nlPlanner } from '../lib/texts.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const texts = nlPlanner.feed;

/**
 * "Agenda-abonnement": the secret iCalendar URL of the organisation's planning (`GET /api/calendar-feed`, made on
 * first use) in a dialog, to copy into a phone's calendar app; "Nieuwe link maken" for who may change the planning.
 */
export function FeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const canRegenerate = useGate().can('planner.update');
  if (!open) return null;
  return (
    <Dialog open wide title={texts.title} description={texts.intro} onClose={onClose}>
      <CalendarFeedPanel
        queryKey={plannerKeys.feed}
        load={getCalendarFeed}
        regenerate={regenerateCalendarFeed}
        texts={texts}
        canRegenerate={canRegenerate}
      />
    </Dialog>
  );
}
