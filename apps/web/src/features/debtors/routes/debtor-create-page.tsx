import { interpolate, type CreateDebtorData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { createDebtor } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';
import { DebtorFields } from '../components/debtor-fields.tsx';
import { DEBTOR_FORM_FIELDS, emptyDebtorValues, type DebtorFormValues } from '../lib/debtor-form.ts';
import { debtorSchemas } from '../lib/debtor-resolvers.ts';

const resolver = debtorSchemas.resolver<DebtorFormValues, CreateDebtorData>('debtorForm');

/** `/debtors/create`: the debtor form on a page of its own; afterwards the new debtor's page. */
export function DebtorCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(debtorSchemas);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DebtorFormValues, unknown, CreateDebtorData>({ resolver, defaultValues: emptyDebtorValues() });
  const kind = useWatch({ control, name: 'kind' });

  const create = useMutation({
    mutationFn: createDebtor,
    onSuccess: async (debtor) => {
      queryClient.setQueryData(debtorKeys.detail(debtor.id), debtor);
      void queryClient.invalidateQueries({ queryKey: debtorKeys.all });
      await navigate(`/debtors/${encodeURIComponent(debtor.id)}`, {
        state: { notice: interpolate(texts.form.created, { name: debtor.displayName }) },
      });
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, [...DEBTOR_FORM_FIELDS]);
      const onField =
        isApiError(error) &&
        Object.keys(error.errors).some((key) => (DEBTOR_FORM_FIELDS as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });

  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/debtors">{texts.create.back}</Link>
      </p>
      <PageTitle className="mt-2">{texts.create.heading}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.create.intro}</p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          create.mutate(values);
        })}
      >
        <DebtorFields register={register} errors={errors} kind={kind} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={create.isPending} busyLabel={texts.form.creating}>
            {texts.form.createSubmit}
          </Button>
          <Link to="/debtors" className={linkButtonClass}>
            {texts.common.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
