import {
  RESERVATION_KIND_LABELS,
  RESERVATION_STATUS_LABELS,
  amsterdamDateOf,
  formatDate,
  formatTime,
  interpolate,
  type ReservationData,
  type ReservationKind,
} from '@afscheid/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { loadReservationDialog, plannerKeys, type ReservationPrefill } from '../../planner/index.ts';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { listDossierReservations } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';

// The planner's dialog loads on its first opening: most visits to a dossier open no reservation (issue 17).
const ReservationDialog = lazyDialog(loadReservationDialog);

const texts = nld.planning;

/** `dinsdag`-less Dutch date and times: `27 november 2026, 14:00 – 15:30` (the end's date when it is another day). */
export function reservationWhen(reservation: Pick<ReservationData, 'startsAt' | 'endsAt'>): string {
  const sameDay = amsterdamDateOf(reservation.startsAt) === amsterdamDateOf(reservation.endsAt);
  const end = sameDay
    ? formatTime(reservation.endsAt)
    : `${formatDate(reservation.endsAt)} ${formatTime(reservation.endsAt)}`;
  return `${formatDate(reservation.startsAt)}, ${formatTime(reservation.startsAt)} – ${end}`;
}

interface DossierReservationsProps {
  dossier: { id: string; number: string; deceasedName: string };
  /** Only reservations of this kind (a section shows its own); all when left out. */
  kind?: ReservationKind;
  /** "Inplannen" opens the dialog with these values; without it there is no such button. */
  prefill?: ReservationPrefill;
  /** The button's accessible name (which section plans). */
  planLabel?: string;
  heading: string;
  /** `h3` inside a section (under its `h2`). */
  headingLevel?: 'h2' | 'h3';
  empty: string;
  /** A closed or read-only dossier lists its reservations but plans nothing. */
  readOnly?: boolean;
}

/**
 * A dossier's reservations (on its overview, or one kind in a section) with "Inplannen": the planner's
 * reservation dialog, prefilled with the dossier, the kind and the section's time. A reservation opens in the
 * same dialog, where it can be moved, cancelled or removed.
 */
export function DossierReservations({
  dossier,
  kind,
  prefill,
  planLabel,
  heading,
  headingLevel = 'h2',
  empty,
  readOnly = false,
}: DossierReservationsProps) {
  const headingId = useId();
  const Heading = headingLevel;
  const gate = useGate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ reservationId?: string } | null>(null);
  const query = useQuery({
    queryKey: dossierKeys.reservations(dossier.id),
    queryFn: () => listDossierReservations(dossier.id),
    enabled: gate.can('planner.view'),
  });
  if (!gate.can('planner.view')) return null;
  const reservations = (query.data ?? []).filter((reservation) => !kind || reservation.kind === kind);
  const canPlan = !readOnly && prefill !== undefined && gate.can('planner.create');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dossierKeys.reservations(dossier.id) });
    void queryClient.invalidateQueries({ queryKey: plannerKeys.all });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-semibold text-stone-900">
          {heading}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <Link to="/planner" className="self-center text-sm">
            {texts.toPlanner}
          </Link>
          {canPlan ? (
            <Button variant="secondary" aria-label={planLabel} onClick={() => setDialog({})}>
              {texts.plan}
            </Button>
          ) : null}
        </div>
      </div>
      {query.isError ? (
        <Alert tone="error">{texts.loadFailed}</Alert>
      ) : query.isPending ? null : reservations.length === 0 ? (
        <p className="mt-2 text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {reservations.map((reservation) => (
            <li key={reservation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {reservation.title}{' '}
                  <span className="font-normal text-stone-700">
                    · {RESERVATION_KIND_LABELS[reservation.kind]}
                  </span>
                </p>
                <p className="text-sm text-stone-700">
                  {reservationWhen(reservation)} · {reservation.place.name}
                  {reservation.place.locationName ? `, ${reservation.place.locationName}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge
                  tone={
                    reservation.status === 'confirmed'
                      ? 'success'
                      : reservation.status === 'option'
                        ? 'warning'
                        : 'neutral'
                  }
                >
                  {RESERVATION_STATUS_LABELS[reservation.status]}
                </Badge>
                <Button
                  variant="ghost"
                  aria-label={interpolate(texts.openAria, { title: reservation.title })}
                  onClick={() => setDialog({ reservationId: reservation.id })}
                >
                  {texts.open}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ReservationDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        reservationId={dialog?.reservationId}
        prefill={
          dialog && !dialog.reservationId
            ? {
                ...prefill,
                dossier: { id: dossier.id, number: dossier.number, deceasedName: dossier.deceasedName },
              }
            : undefined
        }
        onSaved={refresh}
        onDeleted={refresh}
        onOpenReservation={(id) => setDialog({ reservationId: id })}
      />
    </section>
  );
}
