import { formatDate, type AshDestinationData, type AshRecordData } from '@afscheid/shared';
import { cx } from '../../../components/ui/class-names.ts';
import { kindLabel, outcomeLabel } from '../lib/display.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.destination;

/** What a destination is: its kind and outcome, urns, who decided, the place and the planned day. */
export function DestinationSummary({
  record,
  destination,
  className,
}: {
  record: Pick<AshRecordData, 'urnCount'>;
  destination: AshDestinationData;
  className?: string;
}) {
  const place = destination.ashPlace
    ? destination.ashPlace.location
      ? `${destination.ashPlace.code} (${destination.ashPlace.location})`
      : destination.ashPlace.code
    : null;
  return (
    <dl className={cx('grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]', className)}>
      <dt className="text-stone-700">{ashTexts.fields.kind}</dt>
      <dd className="font-medium break-words">
        {kindLabel(destination.kind)}{' '}
        <span className="font-normal text-stone-700">({outcomeLabel(destination.kind)})</span>
      </dd>
      <dt className="text-stone-700">{texts.urns}</dt>
      <dd className="tabular-nums">
        {destination.urns} / {record.urnCount}
      </dd>
      <dt className="text-stone-700">{texts.decidedBy}</dt>
      <dd className="break-words">
        {destination.decidedByName}
        {destination.decidedByAddress && (
          <span className="block text-stone-700">{destination.decidedByAddress}</span>
        )}
      </dd>
      {destination.destinationPlace && (
        <>
          <dt className="text-stone-700">{texts.place}</dt>
          <dd className="break-words">{destination.destinationPlace}</dd>
        </>
      )}
      {place && (
        <>
          <dt className="text-stone-700">{texts.ashPlace}</dt>
          <dd className="break-words">{place}</dd>
        </>
      )}
      {destination.plannedOn && (
        <>
          <dt className="text-stone-700">{texts.plannedOn}</dt>
          <dd className="tabular-nums">{formatDate(destination.plannedOn)}</dd>
        </>
      )}
    </dl>
  );
}
