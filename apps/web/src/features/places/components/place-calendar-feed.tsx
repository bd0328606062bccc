import { useId } from 'react';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { CalendarFeedPanel } from '../../planner/index.ts';
import { getPlaceCalendarFeed, regeneratePlaceCalendarFeed } from '../api/places-api.ts';
import { placeKeys } from '../api/query-keys.ts';
import { nlPlaces } from '../lib/texts.ts';

const texts = nlPlaces.feed;

/** The place's own calendar feed on its page (the planner's feed panel); a new link for who may change the planning. */
export function PlaceCalendarFeed({ placeId }: { placeId: string }) {
  const headingId = useId();
  const canRegenerate = useGate().can('planner.update');
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{texts.intro}</p>
      <CalendarFeedPanel
        queryKey={placeKeys.calendarFeed(placeId)}
        load={() => getPlaceCalendarFeed(placeId)}
        regenerate={() => regeneratePlaceCalendarFeed(placeId)}
        texts={texts}
        canRegenerate={canRegenerate}
      />
    </section>
  );
}
