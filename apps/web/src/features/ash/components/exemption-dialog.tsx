import {
  formatDate,
  interpolate,
  messages,
  type AshRecordData,
  type UpdateAshRecordData,
} from '@afscheid/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { getAshRecord, updateAshRecord, uploadAshDocument } from '../api/ash-api.ts';
import { withChecks } from '../lib/form-checks.ts';
import { exemptionValues, type ExemptionValues } from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { FileField } from './file-field.tsx';
import { useRecordForm, type RecordDialogProps } from './use-record-form.ts';

const texts = ashTexts.exemption;
const f = messages.ash.fields;
const e = messages.ash.errors;

/** The form's values: the exemption's fields and the name of the chosen document ('' for none). */
type Values = ExemptionValues & { document: string };
type Checked = Pick<UpdateAshRecordData, 'exemptionReference' | 'exemptionGrantedOn' | 'exemptionReleaseOn'>;
const FIELDS = ['exemptionReference', 'exemptionGrantedOn', 'exemptionReleaseOn', 'document'] as const;

const toValues = (record: AshRecordData): Values => ({ ...exemptionValues(record), document: '' });
const sameExemption = (a: AshRecordData, b: AshRecordData) =>
  JSON.stringify(a.exemption) === JSON.stringify(b.exemption);

/** The record has the exemption's document already. */
export const hasExemptionDocument = (record: AshRecordData): boolean =>
  Boolean(record.exemption?.hasDocument) ||
  record.documents.some((document) => document.kind === 'exemption');

/**
 * "Ontheffing vastleggen": first the document of the officier van justitie is uploaded (kind `exemption`), then
 * the reference, the date and the earlier release date are saved (versioned). The release date must lie before
 * the legal one; without a document the exemption is not saved.
 */
export function ExemptionDialog(props: RecordDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <ExemptionForm {...props} />;
}

function ExemptionForm({ record, onClose, onSaved }: RecordDialogProps) {
  const formId = useId();
  const file = useRef<File | null>(null);
  // Once uploaded, a failed save (422, conflict) does not upload the same document again.
  const uploaded = useRef(false);
  const [documentUploaded, setDocumentUploaded] = useState(false);
  const legal = record.earliestReleaseOn;
  const present = hasExemptionDocument(record);

  const resolver = useMemo(
    () =>
      withChecks(ashSchemas.resolver<Values, Checked>('exemption'), (values: Values) => {
        const errors: Partial<Record<keyof Values, string>> = {};
        if (values.exemptionReleaseOn && values.exemptionReleaseOn >= legal)
          errors.exemptionReleaseOn = interpolate(e.exemptionNotEarlier, { date: formatDate(legal) });
        if (!values.document && !present && !documentUploaded) errors.document = texts.documentRequired;
        return errors;
      }),
    [legal, present, documentUploaded],
  );

  const versioned = useRecordForm<Values, Checked>({
    record,
    toValues,
    resolver,
    fields: FIELDS,
    onClose,
    onSaved,
    save: async (values, base) => {
      let version = base.version;
      if (file.current && !uploaded.current) {
        await uploadAshDocument(base.id, file.current, 'exemption');
        uploaded.current = true;
        setDocumentUploaded(true);
        // The upload may have touched the record: save on the version it has now, unless someone else
        // changed the exemption meanwhile (then that is the conflict).
        const fresh = await getAshRecord(base.id);
        if (!sameExemption(fresh, base)) throw new ApiError(409, e.conflict, { data: fresh });
        version = fresh.version;
      }
      return updateAshRecord(base.id, { ...values, version });
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = versioned.form;

  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={record.exemption ? ashTexts.detail.exemptionEdit : texts.title}
      description={texts.intro}
      texts={{ cancel: ashTexts.common.cancel, save: texts.submit, saving: texts.submitting }}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FileField
            label={present ? `${texts.document} ${ashTexts.common.optional}` : texts.document}
            className="sm:col-span-2"
            required={!present}
            description={present ? texts.documentPresent : texts.documentHint}
            error={errors.document?.message}
            onFile={(next) => {
              file.current = next;
              uploaded.current = false;
              setValue('document', next?.name ?? '', { shouldDirty: true });
            }}
          />
          <TextField
            label={f.exemptionReference}
            required
            autoComplete="off"
            maxLength={100}
            error={errors.exemptionReference?.message}
            {...register('exemptionReference')}
          />
          <DateField
            label={f.exemptionGrantedOn}
            required
            error={errors.exemptionGrantedOn?.message}
            {...register('exemptionGrantedOn')}
          />
          <DateField
            label={f.exemptionReleaseOn}
            required
            description={interpolate(texts.releaseHint, { date: formatDate(legal) })}
            error={errors.exemptionReleaseOn?.message}
            {...register('exemptionReleaseOn')}
          />
        </div>
      </form>
    </VersionedFormDialog>
  );
}
