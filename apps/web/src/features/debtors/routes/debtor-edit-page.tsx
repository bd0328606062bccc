import type { CreateDebtorData, Debtor } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { updateDebtor } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';
import { useDebtor } from '../api/use-debtor.ts';
import { DebtorFields } from '../components/debtor-fields.tsx';
import { debtorConflictFields, isDebtor } from '../lib/debtor-display.ts';
import {
  DEBTOR_FORM_FIELDS,
  debtorChanges,
  toDebtorValues,
  valuesOfOutput,
  type DebtorFormValues,
} from '../lib/debtor-form.ts';
import { debtorSchemas } from '../lib/debtor-resolvers.ts';

const resolver = debtorSchemas.resolver<DebtorFormValues, CreateDebtorData>('debtorForm');

const editTexts = {
  heading: texts.edit.heading,
  intro: texts.edit.intro,
  save: texts.form.editSubmit,
  saving: texts.common.saving,
  cancel: texts.common.cancel,
};

/** `/debtors/{debtor}/edit`: loads the debtor, then the versioned form (409 → the conflict dialog). */
export function DebtorEditPage() {
  const { debtor: id = '' } = useParams();
  const canUpdate = useGate().can('debtors.update');
  const { data: debtor, isPending, isError, error } = useDebtor(id);
  if (isPending) return <p className="text-stone-700">{texts.common.loading}</p>;
  if (isError || !debtor) {
    return (
      <PageProblem title={texts.edit.heading} back={{ to: '/debtors', label: texts.detail.back }}>
        {isApiError(error) && error.status === 404 ? texts.detail.notFound : texts.detail.loadFailed}
      </PageProblem>
    );
  }
  if (!canUpdate) {
    return (
      <PageProblem title={texts.edit.heading} back={{ to: `/debtors/${debtor.id}`, label: debtor.displayName }}>
        {texts.edit.forbidden}
      </PageProblem>
    );
  }
  return <DebtorEditForm key={debtor.id} initial={debtor} />;
}

function DebtorEditForm({ initial }: { initial: Debtor }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePreloadSchemas(debtorSchemas);
  const debtorPath = `/debtors/${encodeURIComponent(initial.id)}`;

  const versioned = useVersionedForm<Debtor, DebtorFormValues, CreateDebtorData>({
    record: initial,
    toValues: toDebtorValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = debtorChanges(toDebtorValues(base), valuesOfOutput(values));
      if (Object.keys(changes).length === 0) return base;
      return updateDebtor(base.id, { version: base.version, ...changes });
    },
    isRecord: isDebtor,
    conflictFields: () => debtorConflictFields,
    conflictTexts: texts.edit.conflict,
    leaveTexts: texts.edit.leave,
    fieldNames: () => DEBTOR_FORM_FIELDS,
    onSaved: async (saved, base) => {
      queryClient.setQueryData(debtorKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: debtorKeys.all });
      await navigate(debtorPath, { state: saved === base ? null : { notice: texts.form.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(debtorKeys.detail(theirs.id), theirs),
  });
  const {
    register,
    control,
    formState: { errors },
  } = versioned.form;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <VersionedEditPage
      versioned={versioned}
      back={{ to: debtorPath, label: initial.displayName }}
      texts={editTexts}
      fields={<DebtorFields register={register} errors={errors} kind={kind} />}
    />
  );
}
