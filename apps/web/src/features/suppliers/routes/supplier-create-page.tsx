import { interpolate } from '@afscheid/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useCreateSupplierForm } from '../api/use-create-supplier-form.ts';
import { SupplierFields } from '../components/supplier-fields.tsx';
import { nlSuppliers } from '../lib/texts.ts';

const texts = nlSuppliers.form;

/** `/suppliers/create`: every field of a new supplier on a page of its own. */
export function SupplierCreatePage() {
  const navigate = useNavigate();
  const { form, onSubmit, busy, formError } = useCreateSupplierForm(async (supplier) => {
    await navigate(`/suppliers/${supplier.id}`, {
      state: { notice: interpolate(texts.created, { name: supplier.name }) },
    });
  });
  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/suppliers">{nlSuppliers.detail.backToList}</Link>
      </p>
      <PageTitle className="mt-2">{texts.createHeading}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.createIntro}</p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
        <SupplierFields register={form.register} errors={form.formState.errors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyLabel={texts.creating}>
            {texts.createSubmit}
          </Button>
          <Link to="/suppliers" className={linkButtonClass}>
            {nlSuppliers.common.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
