import type { CreateSupplierData, SupplierData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { supplierKeys } from '../api/query-keys.ts';
import { updateSupplier } from '../api/suppliers-api.ts';
import { useSupplier } from '../api/use-supplier.ts';
import { SupplierFields } from '../components/supplier-fields.tsx';
import {
  isSupplier,
  outputValues,
  SUPPLIER_FIELDS,
  supplierChanges,
  supplierConflictFields,
  toSupplierValues,
  type SupplierFormValues,
} from '../lib/supplier-form.ts';
import { supplierSchemas } from '../lib/supplier-resolvers.ts';
import { nlSuppliers } from '../lib/texts.ts';

const resolver = supplierSchemas.resolver<SupplierFormValues, CreateSupplierData>('editSupplier');
const texts = nlSuppliers.form;
const editTexts = {
  heading: texts.editHeading,
  intro: texts.editIntro,
  save: texts.save,
  saving: texts.saving,
  cancel: nlSuppliers.common.cancel,
};

/** `/suppliers/{supplier}/edit`: loads the supplier, then the versioned form (409 → the conflict dialog). */
export function SupplierEditPage() {
  const { supplier: id = '' } = useParams();
  const canUpdate = useGate().can('suppliers.update');
  const { data: supplier, isPending, isError, error } = useSupplier(id);
  if (isPending) return <p className="text-stone-700">{nlSuppliers.common.loading}</p>;
  if (isError || !supplier) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: '/suppliers', label: nlSuppliers.detail.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${nlSuppliers.detail.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  if (!canUpdate) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: `/suppliers/${supplier.id}`, label: supplier.name }}>
        {texts.forbidden}
      </PageProblem>
    );
  }
  return <SupplierEditForm key={supplier.id} initial={supplier} />;
}

function SupplierEditForm({ initial }: { initial: SupplierData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePreloadSchemas(supplierSchemas);
  const supplierPath = `/suppliers/${initial.id}`;

  const versioned = useVersionedForm<SupplierData, SupplierFormValues, CreateSupplierData>({
    record: initial,
    toValues: toSupplierValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = supplierChanges(toSupplierValues(base), outputValues(values));
      if (Object.keys(changes).length === 0) return base;
      return updateSupplier(base.id, { version: base.version, ...changes });
    },
    isRecord: isSupplier,
    conflictFields: () => supplierConflictFields,
    conflictTexts: nlSuppliers.conflict,
    leaveTexts: nlSuppliers.leaveGuard,
    fieldNames: () => SUPPLIER_FIELDS,
    onSaved: async (saved, base) => {
      queryClient.setQueryData(supplierKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      await navigate(supplierPath, { state: saved === base ? null : { notice: texts.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(supplierKeys.detail(theirs.id), theirs),
  });
  const {
    register,
    formState: { errors },
  } = versioned.form;

  return (
    <VersionedEditPage
      versioned={versioned}
      back={{ to: supplierPath, label: initial.name }}
      texts={editTexts}
      fields={<SupplierFields register={register} errors={errors} />}
    />
  );
}
