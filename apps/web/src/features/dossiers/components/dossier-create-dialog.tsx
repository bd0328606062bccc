import type { CreateDossierInput, DossierData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TimeField } from '../../../components/ui/time-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage, toFieldName } from '../../../lib/api/form-errors.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useSession } from '../../auth/index.ts';
import { createDossier } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { dossierSchemas } from '../lib/dossier-resolvers.ts';
import { typeOptions } from '../lib/labels.ts';

const texts = nld.create;

export interface CreateDossierValues {
  type: string;
  deceasedFirstNames: string;
  deceasedNamePrefix: string;
  deceasedLastName: string;
  diedOn: string;
  diedTime: string;
  responsibleUserId: string;
}

const FIELDS = [
  'type',
  'deceasedFirstNames',
  'deceasedNamePrefix',
  'deceasedLastName',
  'diedOn',
  'diedTime',
  'responsibleUserId',
] as const;

const resolver = dossierSchemas.resolver<CreateDossierValues, CreateDossierInput>('createDossier');

const EMPTY: CreateDossierValues = {
  type: '',
  deceasedFirstNames: '',
  deceasedNamePrefix: '',
  deceasedLastName: '',
  diedOn: '',
  diedTime: '',
  responsibleUserId: '',
};

/** The "dossier create" dialog: type, the deceased's name, the moment of death and the responsible person. */
export function DossierCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (dossier: DossierData) => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  // Only members who may change dossiers can lead one (never a read-only member).
  const { assignable: members, available } = useAssignableMembers();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (open) void dossierSchemas.preload();
  }, [open]);

  const isMember = members.some((member) => member.userId === userId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateDossierValues, unknown, CreateDossierInput>({ resolver, defaultValues: EMPTY });

  // The person creating the dossier is responsible unless they choose someone else.
  useEffect(() => {
    if (open && isMember && !getFieldState('responsibleUserId').isDirty)
      setValue('responsibleUserId', userId);
  }, [open, isMember, userId, getFieldState, setValue]);

  const close = () => {
    reset(EMPTY);
    setFormError(null);
    onClose();
  };

  const create = useMutation({
    mutationFn: createDossier,
    onSuccess: (dossier) => {
      queryClient.setQueryData(dossierKeys.detail(dossier.id), dossier);
      void queryClient.invalidateQueries({ queryKey: dossierKeys.all, refetchType: 'none' });
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const dossier = await create.mutateAsync(input);
      reset(EMPTY);
      onCreated(dossier);
    } catch (error) {
      // The moment of death is one field on the server and two here: its message goes on the date.
      const diedAt = isApiError(error) ? (error.errors['died_at'] ?? error.errors['diedAt']) : undefined;
      if (diedAt?.[0]) setError('diedOn', { type: 'server', message: diedAt[0] }, { shouldFocus: true });
      const message = submitErrorMessage(error, setError, [...FIELDS]);
      const fieldKeys = isApiError(error) ? Object.keys(error.errors).map(toFieldName) : [];
      const onField =
        fieldKeys.length > 0 &&
        fieldKeys.every((key) => key === 'diedAt' || (FIELDS as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    }
  });

  const memberOptions = members.map((member) => ({ value: member.userId, label: member.name }));

  return (
    <FormDialog
      open={open}
      title={texts.title}
      description={texts.intro}
      onClose={close}
      formId={formId}
      busy={isSubmitting}
      texts={texts}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <RadioGroupField
          label={texts.type}
          options={typeOptions}
          inline
          required
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={texts.firstNames}
          autoComplete="off"
          required
          error={errors.deceasedFirstNames?.message}
          {...register('deceasedFirstNames')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={texts.namePrefix}
            autoComplete="off"
            error={errors.deceasedNamePrefix?.message}
            {...register('deceasedNamePrefix')}
          />
          <TextField
            label={texts.lastName}
            autoComplete="off"
            required
            className="sm:col-span-2"
            error={errors.deceasedLastName?.message}
            {...register('deceasedLastName')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField label={texts.diedOn} required error={errors.diedOn?.message} {...register('diedOn')} />
          <TimeField
            label={texts.diedTime}
            required
            description={texts.diedTimeHint}
            error={errors.diedTime?.message}
            {...register('diedTime')}
          />
        </div>
        {available && (
          <SelectField
            label={texts.responsible}
            placeholder={texts.chooseResponsible}
            options={memberOptions}
            error={errors.responsibleUserId?.message}
            {...register('responsibleUserId')}
          />
        )}
      </form>
    </FormDialog>
  );
}
