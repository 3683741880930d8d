import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import {
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
  type TUpdateProfileRequest,
} from '@immodesk/contracts/user/updateProfile.contract';
import {
  LANGUAGES,
  apiPatch,
  changeLanguage,
  currentUserQueryKey,
  isApiError,
  toastSuccess,
} from '@immodesk/sdk';
import { Button, Card, EmailField, formGrid, notice, SelectField, TextField } from '@immodesk/ui-kit';
import { PersonNameFields } from '../../auth/PersonNameFields';
import { toastFailure } from '../../errors/toastFailure';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { useAccountUser } from '../useAccountUser';
import { ProfilePhoto } from './ProfilePhoto';
import { profileChanges, type ProfileFormValues } from './profileChanges';
import styles from '../Settings.module.css';

type Field = keyof ProfileFormValues;
type FieldErrors = Partial<Record<Field, string>>;

const FIELD_MESSAGE_KEYS: Record<Field, string> = {
  firstName: 'validation.firstNameRequired',
  lastName: 'validation.invalid',
  email: 'validation.emailInvalid',
  phone: 'validation.phoneInvalid',
  language: 'validation.invalid',
};

/**
 * SPEC §3 user profile: photo, name, e-mail, phone and language. A new e-mail address is confirmed with the current
 * password in the re-authentication dialog, and used only after the link mailed to it is opened.
 */
export function ProfileSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useAccountUser();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [requestedEmail, setRequestedEmail] = useState<string | null>(null);
  // Changes waiting for the re-authentication dialog (they include a new e-mail address).
  const [changesToConfirm, setChangesToConfirm] = useState<TUpdateProfileRequest | null>(null);
  // Remounts the form after a save, so every field shows what the server now holds.
  const [formVersion, setFormVersion] = useState(0);

  if (!user) return null;
  const pendingEmail = user.pendingEmail ?? requestedEmail;
  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: t(`languages.${language}`),
  }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: Field) => String(form.get(name) ?? '');
    const changes = profileChanges(user, {
      firstName: read('firstName'),
      lastName: read('lastName'),
      email: read('email'),
      phone: read('phone'),
      language: read('language'),
    });
    // Nothing edited: the contract refuses an empty change, and there is nothing to send.
    if (Object.keys(changes).length === 0) {
      setFieldErrors({});
      toastSuccess(t('profile.saved'));
      return;
    }
    const parsed = ZUpdateProfileRequest.safeParse(changes);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= t(FIELD_MESSAGE_KEYS[field] ?? 'validation.invalid');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    if (parsed.data.email) {
      setChangesToConfirm(parsed.data);
      return;
    }
    setIsSaving(true);
    try {
      await save(parsed.data);
    } catch (error) {
      showFailure(error);
      toastFailure(t('profile.saveFailed'), error);
    } finally {
      setIsSaving(false);
    }
  };

  const save = async (changes: TUpdateProfileRequest) => {
    const updated = await apiPatch('/api/user/profile', changes, { schema: ZUpdateProfileResponse });
    queryClient.setQueryData(currentUserQueryKey, (previous: unknown) => ({
      ...(previous as object),
      ...updated,
    }));
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    if (changes.language) await changeLanguage(changes.language);
    if (changes.email) setRequestedEmail(changes.email);
    setChangesToConfirm(null);
    setFormVersion((version) => version + 1);
    toastSuccess(t('profile.saved'));
  };

  const showFailure = (error: unknown) => {
    if (!isApiError(error) || !error.details) return;
    const errors: FieldErrors = {};
    for (const field of Object.keys(error.details)) {
      if (field in FIELD_MESSAGE_KEYS) errors[field as Field] = error.message;
    }
    setFieldErrors(errors);
  };

  return (
    <Card as="section" title={t('profile.title')}>
      <p className={styles.text}>{t('profile.description')}</p>
      <ProfilePhoto user={user} />
      {pendingEmail && pendingEmail !== user.email ? (
        <p className={notice.info} role="status" data-testid="profile-pending-email">
          {t('profile.emailChangePending', { email: pendingEmail })}
        </p>
      ) : null}
      <form key={formVersion} className={formGrid.narrowForm} onSubmit={handleSubmit} noValidate>
        <PersonNameFields
          defaults={{ firstName: user.firstName, lastName: user.lastName ?? '' }}
          errors={fieldErrors}
        />
        <EmailField
          name="email"
          label={t('profile.email')}
          hint={t('profile.emailHint')}
          defaultValue={user.email}
          required
          error={fieldErrors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('profile.phone')}
          autoComplete="tel"
          defaultValue={user.phone ?? ''}
          error={fieldErrors.phone}
        />
        <SelectField
          name="language"
          label={t('profile.language')}
          options={languageOptions}
          defaultValue={user.language}
          error={fieldErrors.language}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSaving}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
      <ReauthenticationDialog
        isOpen={changesToConfirm !== null}
        title={t('profile.confirmEmailChangeTitle')}
        description={t('profile.confirmEmailChange', { email: changesToConfirm?.email ?? '' })}
        confirmLabel={t('profile.confirmEmailChangeSubmit')}
        failureMessage={t('profile.saveFailed')}
        onConfirm={(proof: TReauthentication) => save({ ...changesToConfirm, ...proof })}
        onError={(error) => {
          showFailure(error);
          setChangesToConfirm(null);
        }}
        onClose={() => setChangesToConfirm(null)}
      />
    </Card>
  );
}
