import {
  formatDate,
  formatTime,
  interpolate,
  type CreateBroadcastData,
  type PlaceData,
  type ReservationData,
} from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { DossierChoice } from '../../../components/dossier-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { placeKeys, usePlace } from '../../places/index.ts';
import { createBroadcast, getReservation } from '../api/broadcasts-api.ts';
import { broadcastKeys } from '../api/query-keys.ts';
import { BroadcastFields } from '../components/broadcast-fields.tsx';
import {
  BROADCAST_FIELDS,
  emptyBroadcastValues,
  valuesFromReservation,
  type BroadcastFormValues,
} from '../lib/broadcast-form.ts';
import { broadcastSchemas } from '../lib/broadcast-resolvers.ts';
import { broadcastPaths } from '../lib/paths.ts';
import { remapBroadcastError } from '../lib/server-errors.ts';
import { nlBroadcasts } from '../lib/texts.ts';

const texts = nlBroadcasts.form;
const resolver = broadcastSchemas.resolver<BroadcastFormValues, CreateBroadcastData>('createBroadcast');

/**
 * `/places/{place}/broadcast/create`: a new broadcast on a place with broadcasting enabled; `?reservation={id}`
 * prefills the title, the times and the dossier from that reservation. After saving, the edit page shows the
 * access code and the public link.
 */
export function BroadcastCreatePage() {
  const { place: placeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reservationId = searchParams.get('reservation')?.trim() || null;
  const { data: place, isPending, isError, error } = usePlace(placeId);
  const reservation = useQuery({
    queryKey: broadcastKeys.reservation(reservationId ?? ''),
    queryFn: () => getReservation(reservationId ?? ''),
    enabled: reservationId !== null,
    retry: false,
  });

  if (isPending || (reservationId !== null && reservation.isPending)) {
    return <p className="text-stone-700">{nlBroadcasts.common.loading}</p>;
  }
  if (isError || !place) {
    return (
      <PageProblem title={texts.createHeading}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${nlBroadcasts.form.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  const back = { to: `/places/${place.id}`, label: interpolate(texts.backToPlace, { name: place.name }) };
  if (!place.broadcasting) {
    return (
      <PageProblem title={texts.createHeading} back={back}>
        {texts.noBroadcasting}
      </PageProblem>
    );
  }
  // A reservation of another place is not this broadcast's: it is left out.
  const prefill = reservation.data && reservation.data.place.id === place.id ? reservation.data : null;
  return (
    <BroadcastCreateForm
      key={prefill?.id ?? 'new'}
      place={place}
      back={back}
      prefill={prefill}
      prefillFailed={reservationId !== null && prefill === null}
    />
  );
}

function BroadcastCreateForm({
  place,
  back,
  prefill,
  prefillFailed,
}: {
  place: PlaceData;
  back: { to: string; label: string };
  prefill: ReservationData | null;
  prefillFailed: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(broadcastSchemas);
  const dossiers = useRef(
    new Map<string, DossierChoice>(prefill?.dossier ? [[prefill.dossier.id, prefill.dossier]] : []),
  );
  const form = useForm<BroadcastFormValues, unknown, CreateBroadcastData>({
    resolver,
    defaultValues: prefill ? valuesFromReservation(prefill) : emptyBroadcastValues(),
  });

  const create = useMutation({
    mutationFn: (input: CreateBroadcastData) => createBroadcast(place.id, input),
    onSuccess: async (broadcast) => {
      queryClient.setQueryData(broadcastKeys.detail(place.id, broadcast.id), broadcast);
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.list(place.id) });
      void queryClient.invalidateQueries({ queryKey: placeKeys.detail(place.id), refetchType: 'none' });
      await navigate(broadcastPaths(place.id).edit(broadcast.id), { state: { notice: texts.created } });
    },
    onError: (failure) => {
      const remapped = remapBroadcastError(failure);
      const message = submitErrorMessage(remapped, form.setError, [...BROADCAST_FIELDS]);
      const onFields =
        isApiError(remapped) &&
        Object.keys(remapped.errors).length > 0 &&
        Object.keys(remapped.errors).every((key) => (BROADCAST_FIELDS as readonly string[]).includes(key));
      setFormError(onFields ? null : message);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <PageTitle className="mt-2">{texts.createHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.createIntro}</p>
      {prefill && (
        <Alert tone="info" className="mt-4">
          {interpolate(texts.reservationPrefill, {
            title: prefill.title,
            when: `${formatDate(prefill.startsAt)} ${formatTime(prefill.startsAt)}–${formatTime(prefill.endsAt)}`,
          })}
        </Alert>
      )}
      {prefillFailed && (
        <Alert tone="warning" className="mt-4">
          {texts.reservationFailed}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
        <BroadcastFields
          form={form}
          dossierOf={(id) => dossiers.current.get(id)}
          onDossierChosen={(choice) => dossiers.current.set(choice.id, choice)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={create.isPending} busyLabel={texts.creating}>
            {texts.createSubmit}
          </Button>
          <Link to={back.to} className={linkButtonClass}>
            {nlBroadcasts.common.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
