import { TextField, type TextFieldProps } from './text-field.tsx';

/** An e-mail address field: the browser checks nothing (forms validate), but phones show the e-mail keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" {...props} />;
}
