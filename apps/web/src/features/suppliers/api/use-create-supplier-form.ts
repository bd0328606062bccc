import type { CreateSupplierData, SupplierData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage, toFieldName } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { emptySupplierValues, SUPPLIER_FIELDS, type SupplierFormValues } from '../lib/supplier-form.ts';
import { supplierSchemas } from '../lib/supplier-resolvers.ts';
import { supplierKeys } from './query-keys.ts';
import { createSupplier } from './suppliers-api.ts';

const resolver = supplierSchemas.resolver<SupplierFormValues, CreateSupplierData>('createSupplier');

/**
 * The form of a new supplier (the create page and the create dialog): checked with the shared schema, sent as
 * POST /api/suppliers; the server's field messages land on the fields, anything else in `formError`.
 */
export function useCreateSupplierForm(onCreated: (supplier: SupplierData) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(supplierSchemas);
  const form = useForm<SupplierFormValues, unknown, CreateSupplierData>({
    resolver,
    defaultValues: emptySupplierValues(),
  });

  const create = useMutation({
    mutationFn: createSupplier,
    onSuccess: async (supplier) => {
      queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier);
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      await onCreated(supplier);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, form.setError, [...SUPPLIER_FIELDS]);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField =
        isApiError(error) &&
        Object.keys(error.errors).length > 0 &&
        Object.keys(error.errors).every((key) => (SUPPLIER_FIELDS as readonly string[]).includes(toFieldName(key)));
      setFormError(onField ? null : message);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  return { form, onSubmit, busy: create.isPending, formError };
}
