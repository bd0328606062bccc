import type { FieldDescriptor } from '@afscheid/shared';

/** The props of a field that groups others under its name (an object or a list) in a fieldset. */
export interface GroupFieldProps {
  field: FieldDescriptor;
  path: string;
  className?: string;
  /** The group around it has the same name: the legend is for screen readers only. */
  hideLegend?: boolean;
}
