import { interpolate, type AshPlaceData } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  expectedText,
  occupancyText,
  PLACE_STATE_TONES,
  placeStateLabel,
  termText,
  termWarning,
} from '../lib/display.ts';
import { nlAshPlaces } from '../lib/texts.ts';

const texts = nlAshPlaces.display;

/** Who lies in the place, or is expected: name and registration number, each linking to its ash record. */
export function Occupants({ place }: { place: Pick<AshPlaceData, 'occupants'> }) {
  if (place.occupants.length === 0) return <span className="text-stone-600">{texts.noOccupants}</span>;
  return (
    <ul className="space-y-1">
      {place.occupants.map((occupant) => (
        <li key={occupant.destinationId}>
          <Link to={`/ash/${encodeURIComponent(occupant.recordId)}`} className="break-words">
            {occupant.deceasedName}
          </Link>{' '}
          <span className="text-sm whitespace-nowrap text-stone-700 tabular-nums">
            {occupant.registrationNumber}
          </span>
          {occupant.urns > 1 && (
            <span className="text-sm text-stone-700">
              {' '}
              · {interpolate(texts.urns, { count: occupant.urns })}
            </span>
          )}
          {!occupant.placed && (
            <>
              {' '}
              <Badge tone="info">{texts.expectedOccupant}</Badge>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "1 van 2 urnen" / "onbeperkt", with the urns expected. */
export function Occupancy({ place }: { place: Pick<AshPlaceData, 'occupied' | 'capacity' | 'expected'> }) {
  const expected = expectedText(place);
  return (
    <span>
      <span className="whitespace-nowrap">{occupancyText(place)}</span>
      {expected && <span className="block text-sm text-stone-700">{expected}</span>}
    </span>
  );
}

/** The state badge, with whom a reserved place is held for and whether it is no longer in use. */
export function PlaceState({
  place,
}: {
  place: Pick<AshPlaceData, 'state' | 'reserved' | 'reservedFor' | 'active'>;
}) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={PLACE_STATE_TONES[place.state]}>{placeStateLabel(place.state)}</Badge>
      {place.reserved && place.reservedFor && (
        <span className="text-sm text-stone-700">
          {interpolate(texts.reservedFor, { name: place.reservedFor })}
        </span>
      )}
      {!place.active && <Badge tone="muted">{nlAshPlaces.list.inactive}</Badge>}
    </span>
  );
}

/** The term, with "verlopen" or "loopt binnenkort af". */
export function Term({ place, today }: { place: AshPlaceData; today: string }) {
  const warning = termWarning(place, today);
  return (
    <span className="flex flex-col items-start gap-1">
      <span>{termText(place)}</span>
      {warning && <Badge tone={warning.tone}>{warning.text}</Badge>}
    </span>
  );
}

/** The rights holder's name, address, phone (a tel: link) and e-mail (a mailto: link). */
export function RightsHolder({
  place,
}: {
  place: Pick<
    AshPlaceData,
    'rightsHolderName' | 'rightsHolderAddress' | 'rightsHolderPhone' | 'rightsHolderEmail'
  >;
}) {
  const { rightsHolderName: name, rightsHolderAddress: address, rightsHolderPhone: phone } = place;
  const email = place.rightsHolderEmail;
  if (!name && !address && !phone && !email)
    return <span className="text-stone-600">{nlAshPlaces.common.none}</span>;
  return (
    <span className="block space-y-0.5 break-words">
      {name && <span className="block">{name}</span>}
      {address && <span className="block text-sm text-stone-700">{address}</span>}
      {phone && (
        <span className="block text-sm">
          <a href={`tel:${phone.replace(/\s+/g, '')}`} aria-label={interpolate(texts.phone, { phone })}>
            {phone}
          </a>
        </span>
      )}
      {email && (
        <span className="block text-sm break-all">
          <a href={`mailto:${email}`} aria-label={interpolate(texts.email, { email })}>
            {email}
          </a>
        </span>
      )}
    </span>
  );
}
