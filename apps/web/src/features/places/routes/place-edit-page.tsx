import type { CreatePlaceData, PlaceData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { updatePlace } from '../api/places-api.ts';
import { placeKeys } from '../api/query-keys.ts';
import { usePlace } from '../api/use-place.ts';
import { PlaceFields } from '../components/place-fields.tsx';
import { usePlacesListPath } from '../lib/list-path.ts';
import {
  isPlace,
  PLACE_FIELDS,
  placeChanges,
  placeConflictFields,
  toPlaceValues,
  type PlaceFormValues,
} from '../lib/place-form.ts';
import { placeSchemas } from '../lib/place-resolvers.ts';
import { nlPlaces } from '../lib/texts.ts';

const resolver = placeSchemas.resolver<PlaceFormValues, CreatePlaceData>('place');
const texts = nlPlaces.form;
const editTexts = {
  heading: texts.editHeading,
  intro: texts.editIntro,
  save: texts.save,
  saving: texts.saving,
  cancel: nlPlaces.common.cancel,
};

/** `/places/{place}/edit`: loads the place, then the versioned form (409 → the conflict dialog). */
export function PlaceEditPage() {
  const { place: id = '' } = useParams();
  const listPath = usePlacesListPath();
  const canUpdate = useGate().can('places.update');
  const { data: place, isPending, isError, error } = usePlace(id);
  if (isPending) return <p className="text-stone-700">{nlPlaces.common.loading}</p>;
  if (isError || !place) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: listPath, label: nlPlaces.detail.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${nlPlaces.detail.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  if (!canUpdate) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: `/places/${place.id}`, label: place.name }}>
        {texts.forbidden}
      </PageProblem>
    );
  }
  return <PlaceEditForm key={place.id} initial={place} />;
}

function PlaceEditForm({ initial }: { initial: PlaceData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePreloadSchemas(placeSchemas);
  const placePath = `/places/${initial.id}`;

  const versioned = useVersionedForm<PlaceData, PlaceFormValues, CreatePlaceData>({
    record: initial,
    toValues: toPlaceValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = placeChanges(base, values);
      if (Object.keys(changes).length === 0) return base;
      return updatePlace(base.id, { version: base.version, ...changes });
    },
    isRecord: isPlace,
    conflictFields: () => placeConflictFields,
    conflictTexts: nlPlaces.conflict,
    leaveTexts: nlPlaces.leaveGuard,
    fieldNames: () => PLACE_FIELDS,
    onSaved: async (saved, base) => {
      queryClient.setQueryData(placeKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: placeKeys.all });
      await navigate(placePath, { state: saved === base ? null : { notice: texts.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(placeKeys.detail(theirs.id), theirs),
  });

  return (
    <VersionedEditPage
      versioned={versioned}
      back={{ to: placePath, label: initial.name }}
      texts={editTexts}
      fields={<PlaceFields form={versioned.form} />}
    />
  );
}
