import { TextField, type TextFieldProps } from './TextField';

export type CodeFieldProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'pattern' | 'maxLength'
>;

/** The 6-digit one-time code (authenticator app, mailed code): numeric keyboard and the browser's code autofill. */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField {...props} autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} />
  );
}
