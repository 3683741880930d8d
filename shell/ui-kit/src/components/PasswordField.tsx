import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password, masked: the browser offers the saved one unless `autoComplete` says otherwise (`new-password`). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  return <TextField {...props} type="password" autoComplete={autoComplete} />;
}
