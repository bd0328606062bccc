import { amsterdamToday, interpolate, type ReservationData } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { listActivePlaces, listReservations } from '../api/planner-api.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { useReservationMoves, type MoveProblem } from '../api/use-reservation-moves.ts';
import { DayView, type GridProps } from '../components/day-view.tsx';
import { KindLegend } from '../components/kind-legend.tsx';
import { PlannerToolbar } from '../components/planner-toolbar.tsx';
import { ReservationList } from '../components/reservation-list.tsx';
import { WeekView } from '../components/week-view.tsx';
import { dayHeading, weekHeading, whenText } from '../lib/dates.ts';
import { moveAnnouncement } from '../lib/display.ts';
import { wallClockOf, type Times } from '../lib/layout.ts';
import { isRealMove, keyMoveTarget, type KeyMove, type MoveTarget } from '../lib/moves.ts';
import type { ReservationPrefill } from '../lib/reservation-form.ts';
import { nlPlanner } from '../lib/texts.ts';
import {
  paramsFromUrl,
  reservationQuery,
  urlFromParams,
  viewDays,
  type PlannerParams,
} from '../lib/url-state.ts';
import { useNow } from '../lib/use-now.ts';
import { locationsOf, visiblePlaces } from '../lib/visible-places.ts';

// The page's dialogs load on their first opening (decision 029's addendum): the reservation form with its dossier
// picker and react-hook-form, the print and the calendar-feed dialogs are not needed to show the week.
// Its own import, not the index's `loadReservationDialog`: a module shared with the dossier pages would be a chunk of
// its own, one request more on both (measured: the section form 47 scripts to 48).
const ReservationDialog = lazyDialog(
  async () => (await import('../components/reservation-dialog.tsx')).ReservationDialog,
);
const GenerateDialog = lazyDialog(
  async () => (await import('../components/generate-dialog.tsx')).GenerateDialog,
);
const FeedDialog = lazyDialog(async () => (await import('../components/feed-dialog.tsx')).FeedDialog);

const texts = nlPlanner.page;

/** Keyboard moves are saved once the keys rest this long (quick presses become one request). */
export const KEYBOARD_SAVE_DELAY_MS = 600;

type DialogState =
  | { mode: 'create'; prefill: ReservationPrefill }
  | { mode: 'edit'; id: string; reservation?: ReservationData }
  | null;

const WIDE = '(min-width: 768px)';

/** Whether the screen is at least tablet-wide (the grid first); a phone shows the list first. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true),
  );
}

/**
 * `/planner`: the organisation's reservations per day (places as columns) or per week (places as rows), with the
 * date, view and filters in the URL. Reservations are added by selecting an empty slot or with "Reservering
 * toevoegen", moved and resized by dragging or with the arrow keys (saved at once, put back when refused), and
 * listed below the grid for keyboard and screen-reader users.
 */
export function PlannerPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const today = amsterdamToday(new Date(now));
  const params = useMemo(() => paramsFromUrl(searchParams, today), [searchParams, today]);
  const go = (next: Partial<PlannerParams>) => setSearchParams(urlFromParams({ ...params, ...next }));
  const gate = useGate();
  const canCreate = gate.can('planner.create');
  const canMove = gate.can('planner.update');
  const wide = useWideScreen();

  const places = useQuery({ queryKey: plannerKeys.places, queryFn: listActivePlaces });
  const query = reservationQuery(params);
  const reservations = useQuery({
    queryKey: plannerKeys.reservations(query),
    queryFn: () => listReservations(query),
    placeholderData: keepPreviousData,
  });
  const list = useMemo(() => reservations.data ?? [], [reservations.data]);
  const allPlaces = useMemo(() => places.data ?? [], [places.data]);
  const shownPlaces = useMemo(() => visiblePlaces(allPlaces, list, params), [allPlaces, list, params]);
  const days = useMemo(() => viewDays(params), [params]);

  const [dialog, setDialog] = useState<DialogState>(null);
  const [printing, setPrinting] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const [problem, setProblem] = useState<MoveProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const placeName = useCallback(
    (id: string, fallback: string) => allPlaces.find((place) => place.id === id)?.name ?? fallback,
    [allPlaces],
  );
  const { move } = useReservationMoves({
    places: allPlaces,
    onSaved: useCallback(
      (saved: ReservationData) =>
        setAnnouncement(
          interpolate(nlPlanner.move.saved, {
            title: saved.title,
            time: whenText(saved.startsAt, saved.endsAt),
            place: saved.place.name,
          }),
        ),
      [],
    ),
    onProblem: useCallback((found: MoveProblem) => {
      setAnnouncement('');
      setProblem(found);
    }, []),
  });

  // After a keyboard move to another column or day the block is a new element: focus follows it.
  const grid = useRef<HTMLDivElement>(null);
  const keyboardFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = keyboardFocus.current;
    if (!id || !grid.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    grid.current.querySelector<HTMLElement>(`[data-reservation-id="${CSS.escape(id)}"]`)?.focus();
  });
  // Focus moved on by the user (another element, a pointer): stop following the block.
  useEffect(() => {
    const letGo = (event: Event) => {
      const id = keyboardFocus.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (id && (event.type === 'pointerdown' || target?.dataset['reservationId'] !== id))
        keyboardFocus.current = null;
    };
    document.addEventListener('focusin', letGo);
    document.addEventListener('pointerdown', letGo, true);
    return () => {
      document.removeEventListener('focusin', letGo);
      document.removeEventListener('pointerdown', letGo, true);
    };
  }, []);

  const moveTo = (reservation: ReservationData, target: MoveTarget, delay?: number) => {
    setProblem(null);
    move(reservation, target, { delay });
    setAnnouncement(
      moveAnnouncement(
        reservation.title,
        target.startsAt,
        target.endsAt,
        placeName(target.placeId, reservation.place.name),
      ),
    );
  };
  const onKeyMove = (reservation: ReservationData, keyMove: KeyMove) => {
    const target = keyMoveTarget(
      reservation,
      keyMove,
      params.view,
      shownPlaces.map((place) => place.id),
    );
    if (!target || !isRealMove(reservation, target)) return;
    keyboardFocus.current = reservation.id;
    moveTo(reservation, target, KEYBOARD_SAVE_DELAY_MS);
  };
  const openReservation = (id: string) => {
    setDialog({ mode: 'edit', id, reservation: list.find((item) => item.id === id) });
  };
  const createAt = (slot: Times & { placeId: string }) => {
    const clock = wallClockOf(slot);
    setDialog({
      mode: 'create',
      prefill: {
        placeId: slot.placeId,
        date: clock.date,
        start: clock.start,
        endDate: clock.endDate,
        end: clock.end,
      },
    });
  };

  const gridProps: GridProps = {
    places: shownPlaces,
    reservations: list,
    now,
    today,
    canCreate,
    canMove,
    onOpen: (reservation) => setDialog({ mode: 'edit', id: reservation.id, reservation }),
    onCreate: createAt,
    onMove: (reservation, target) => moveTo(reservation, target),
    onKeyMove,
    settled: !reservations.isPlaceholderData,
  };

  const placesMissing = places.isSuccess && shownPlaces.length === 0;
  const gridView = placesMissing ? (
    <p className="rounded-lg border border-stone-300 bg-white p-4 text-stone-700">
      {allPlaces.length === 0 ? texts.noPlaces : texts.noPlacesFiltered}
    </p>
  ) : params.view === 'week' ? (
    <WeekView days={days} {...gridProps} />
  ) : (
    <DayView date={params.date} {...gridProps} />
  );
  const listView = <ReservationList days={days} reservations={list} onOpen={gridProps.onOpen} />;

  return (
    <div>
      <PageTitle>{texts.heading}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-700">{texts.intro}</p>

      <div className="mt-6">
        <PlannerToolbar
          params={params}
          onChange={go}
          places={
            params.location ? allPlaces.filter((place) => place.locationName === params.location) : allPlaces
          }
          locations={locationsOf(allPlaces)}
          canCreate={canCreate}
          onAdd={() =>
            setDialog({
              mode: 'create',
              prefill: {
                date: params.date,
                placeId: shownPlaces.length === 1 ? shownPlaces[0]?.id : undefined,
              },
            })
          }
          onPrint={() => setPrinting(true)}
          onFeed={() => setFeedOpen(true)}
        />
      </div>

      <h2 aria-live="polite" className="mt-6 text-xl font-semibold text-stone-900 sm:text-2xl">
        {params.view === 'week' ? weekHeading(params.date) : dayHeading(params.date)}
      </h2>

      {problem && (
        <Alert tone="error" title={nlPlanner.move.refusedTitle} className="mt-4">
          <ProblemText problem={problem} onOpen={openReservation} onDismiss={() => setProblem(null)} />
        </Alert>
      )}
      {places.isError && (
        <Alert tone="error" className="mt-4">
          {texts.placesFailed} {errorText(places.error)}{' '}
          <button type="button" className="underline" onClick={() => void places.refetch()}>
            {nlPlanner.common.retry}
          </button>
        </Alert>
      )}
      {reservations.isError && (
        <Alert tone="error" className="mt-4">
          {texts.loadFailed} {errorText(reservations.error)}{' '}
          <button type="button" className="underline" onClick={() => void reservations.refetch()}>
            {nlPlanner.common.retry}
          </button>
        </Alert>
      )}

      <div className="mt-4">
        <KindLegend />
      </div>

      {places.isPending || reservations.isPending ? (
        <p className="mt-4 text-stone-700">{nlPlanner.common.loading}</p>
      ) : (
        <div className="mt-4 space-y-6" aria-busy={reservations.isFetching || undefined}>
          {wide ? (
            <>
              <div ref={grid}>{gridView}</div>
              {listView}
            </>
          ) : (
            <>
              {listView}
              <div ref={grid}>{gridView}</div>
            </>
          )}
        </div>
      )}

      <p aria-live="polite" className="sr-only" data-testid="planner-announcement">
        {announcement}
      </p>

      <ReservationDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        prefill={dialog?.mode === 'create' ? dialog.prefill : undefined}
        reservation={dialog?.mode === 'edit' ? dialog.reservation : undefined}
        reservationId={dialog?.mode === 'edit' ? dialog.id : undefined}
        onOpenReservation={openReservation}
      />
      <GenerateDialog
        open={printing}
        onClose={() => setPrinting(false)}
        view={params.view}
        date={params.date}
        places={allPlaces.map(({ id, name, kind, locationName }) => ({ id, name, kind, locationName }))}
        selected={shownPlaces.map((place) => place.id)}
      />
      <FeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </div>
  );
}

function ProblemText({
  problem,
  onOpen,
  onDismiss,
}: {
  problem: MoveProblem;
  onOpen(id: string): void;
  onDismiss(): void;
}) {
  const { conflict } = problem;
  const message = conflict
    ? errorText(problem.error)
    : problem.current
      ? nlPlanner.move.stale
      : interpolate(nlPlanner.move.failed, { message: errorText(problem.error) });
  return (
    <>
      <p>{message}</p>
      {conflict && (
        <p className="mt-1">
          {interpolate(nlPlanner.move.overlapWith, {
            title: conflict.title,
            when: whenText(conflict.startsAt, conflict.endsAt),
            dossier: conflict.dossierNumber
              ? interpolate(nlPlanner.move.overlapDossier, { number: conflict.dossierNumber })
              : '',
          })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {conflict && (
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => onOpen(conflict.id)}
          >
            {interpolate(nlPlanner.move.open, { title: conflict.title })}
          </button>
        )}
        <button type="button" className="font-medium underline underline-offset-2" onClick={onDismiss}>
          {nlPlanner.move.dismiss}
        </button>
      </div>
    </>
  );
}
