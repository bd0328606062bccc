/** The layout of a dossier section's form: the web renders every section from this description. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'bsn'
  | 'iban'
  | 'date'
  | 'time'
  | 'number'
  /** Integer cents, edited as "1.234,56". */
  | 'money'
  | 'boolean'
  | 'select'
  | 'radio'
  /** A select over COUNTRIES (Dutch names). */
  | 'country'
  /** A fieldset of `fields` under `name`. */
  | 'object'
  /** Repeatable `fields` under `name` (an array). */
  | 'list';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDescriptor {
  /** The key inside its parent object; the renderer builds the paths. */
  name: string;
  /** Dutch label. */
  label: string;
  kind: FieldKind;
  options?: readonly FieldOption[];
  /** Dutch hint under the field. */
  help?: string;
  width?: 'full' | 'half' | 'third';
  /** For object and list. */
  fields?: readonly FieldDescriptor[];
  /** For lists: "Bloemstuk" → "Bloemstuk 2", "Bloemstuk toevoegen". */
  itemLabel?: string;
  /** An object holding a person block: offer the "Adresboek" dialog to fill it. */
  addressBook?: boolean;
  /** Show only when a sibling field (same parent) has this value. */
  showIf?: { field: string; equals: unknown };
}

export interface SectionGroup {
  title: string;
  description?: string;
  fields: readonly FieldDescriptor[];
}

export interface SectionForm<K extends string = string> {
  key: K;
  title: string;
  description?: string;
  groups: readonly SectionGroup[];
}
