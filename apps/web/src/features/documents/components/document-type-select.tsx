import {
  DOSSIER_DOCUMENT_TYPE_LABELS,
  DOSSIER_DOCUMENT_TYPES,
  messages,
  type DossierDocumentType,
} from '@afscheid/shared';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';

const OPTIONS = DOSSIER_DOCUMENT_TYPES.map((value) => ({
  value,
  label: DOSSIER_DOCUMENT_TYPE_LABELS[value],
}));

const isDocumentType = (value: string): value is DossierDocumentType =>
  (DOSSIER_DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * "Soort document": A-verklaring, verlof, … or "Overig". Above the drop zone it says what the next uploads are;
 * in a table row (`hideLabel`) it changes one document's type.
 */
export function DocumentTypeSelect({
  value,
  onChange,
  label = messages.documentChecklist.tab.typeLabel,
  description,
  hideLabel = false,
  disabled = false,
  className,
}: {
  value: DossierDocumentType;
  onChange: (value: DossierDocumentType) => void;
  label?: string;
  description?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      description={description}
      hideLabel={hideLabel}
      options={OPTIONS}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(event) => {
        if (isDocumentType(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
