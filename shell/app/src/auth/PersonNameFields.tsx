import { useTranslation } from 'react-i18next';
import { TextField } from '@immodesk/ui-kit';

export type PersonNameFieldsProps = {
  /** The current name, in a form that edits it (the profile). */
  defaults?: { firstName: string; lastName: string };
  errors: { firstName?: string; lastName?: string };
};

/** A person's first name (required) and last name, with the browser's name autofill: sign-up and the profile. */
export function PersonNameFields({ defaults, errors }: PersonNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="firstName"
        label={t('signup.firstName')}
        autoComplete="given-name"
        defaultValue={defaults?.firstName}
        required
        error={errors.firstName}
      />
      <TextField
        name="lastName"
        label={t('signup.lastName')}
        autoComplete="family-name"
        defaultValue={defaults?.lastName}
        error={errors.lastName}
      />
    </>
  );
}
