import { useTranslation } from 'react-i18next';
import { PasswordField } from '@immodesk/ui-kit';

export type NewPasswordFieldsProps = {
  /** Form field name of the new password (`password` on sign-up and reset, `newPassword` in settings). */
  name: string;
  label: string;
  confirmationLabel: string;
  error?: string;
  confirmationError?: string;
};

/** A new password with the SPEC §5 rule as hint, and its confirmation (the form's `confirmation` field). */
export function NewPasswordFields({
  name,
  label,
  confirmationLabel,
  error,
  confirmationError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        hint={t('validation.passwordHint')}
        autoComplete="new-password"
        required
        error={error}
      />
      <PasswordField
        name="confirmation"
        label={confirmationLabel}
        autoComplete="new-password"
        required
        error={confirmationError}
      />
    </>
  );
}
