import { TextField, type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** An e-mail address: the e-mail keyboard, and the browser's address autofill unless `autoComplete` says otherwise. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} />;
}
