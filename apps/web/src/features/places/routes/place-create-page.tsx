import { interpolate } from '@afscheid/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useCreatePlaceForm } from '../api/use-create-place-form.ts';
import { PlaceFields } from '../components/place-fields.tsx';
import { usePlacesListPath } from '../lib/list-path.ts';
import { nlPlaces } from '../lib/texts.ts';

const texts = nlPlaces.form;

/** `/places/create`: every field of a new place on a page of its own. */
export function PlaceCreatePage() {
  const navigate = useNavigate();
  const listPath = usePlacesListPath();
  const { form, onSubmit, busy, formError } = useCreatePlaceForm(async (place) => {
    await navigate(`/places/${place.id}`, {
      state: { notice: interpolate(texts.created, { name: place.name }) },
    });
  });
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={listPath}>{nlPlaces.detail.backToList}</Link>
      </p>
      <PageTitle className="mt-2">{texts.createHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.createIntro}</p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
        <PlaceFields form={form} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyLabel={texts.creating}>
            {texts.createSubmit}
          </Button>
          <Link to={listPath} className={linkButtonClass}>
            {nlPlaces.common.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
