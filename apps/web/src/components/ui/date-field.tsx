import { TextField, type TextFieldProps } from './text-field.tsx';

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A calendar date (`YYYY-MM-DD` as value). The browser's own date control: typed in or picked from its
 * calendar, shown in the page's language (dd-mm-jjjj in Dutch), keyboard accessible.
 */
export function DateField(props: DateFieldProps) {
  return <TextField type="date" {...props} />;
}

/** A time of day (`HH:mm` as value), 24-hour in Dutch. */
export function TimeField(props: DateFieldProps) {
  return <TextField type="time" step={60} {...props} />;
}
