import { formatDate, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { listAshPlaces } from '../api/ash-places-api.ts';
import { ashPlaceKeys } from '../api/query-keys.ts';
import { placeKindLabel, termEnded } from '../lib/display.ts';
import { TERMS_ENDING_QUERY } from '../lib/list-params.ts';
import { nlAshPlaces } from '../lib/texts.ts';
import { Occupants, RightsHolder } from './place-parts.tsx';

const texts = nlAshPlaces.terms;
const listTexts = nlAshPlaces.list;

/**
 * "Termijnen die binnenkort aflopen": the places whose term ends within 90 days (or has ended while an urn is still
 * there), soonest first, with the rights holder to call and who lies there.
 */
export function TermsEnding({ today }: { today: string }) {
  const headingId = useId();
  const query = useQuery({
    queryKey: ashPlaceKeys.list(TERMS_ENDING_QUERY),
    queryFn: () => listAshPlaces(TERMS_ENDING_QUERY),
  });
  const places = query.data?.data ?? [];
  const more = (query.data?.meta.total ?? 0) - places.length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="terms-ending"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-stone-700">{texts.intro}</p>
      {query.isError ? (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed} {errorText(query.error)}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {nlAshPlaces.common.retry}
          </button>
        </Alert>
      ) : query.isPending ? (
        <p className="mt-3 text-stone-700">{nlAshPlaces.common.loading}</p>
      ) : places.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.none}</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {places.map((place) => {
              const ended = termEnded(place, today);
              return (
                <li key={place.id} className="rounded-md border border-stone-200 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 break-words">
                      <span className="font-semibold">{place.code}</span>{' '}
                      <span className="text-stone-700">· {placeKindLabel(place.kind)}</span>
                    </p>
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="text-stone-900 tabular-nums">
                        {place.termEnd ? formatDate(place.termEnd) : ''}
                      </span>
                      {ended && <Badge tone="danger">{nlAshPlaces.display.ended}</Badge>}
                    </p>
                  </div>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-stone-600">{listTexts.rightsHolder}</dt>
                    <dd>
                      <RightsHolder place={place} />
                    </dd>
                    <dt className="text-stone-600">{listTexts.occupants}</dt>
                    <dd>
                      <Occupants place={place} />
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          {more > 0 && (
            <p className="mt-3 text-sm text-stone-700">{interpolate(texts.more, { count: more })}</p>
          )}
        </>
      )}
    </section>
  );
}
