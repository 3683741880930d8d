import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@immodesk/contracts/user/updateProfile.contract';
import { apiPatch, currentUserQueryKey, isApiError, toastSuccess } from '@immodesk/sdk';
import { Button, Card, formGrid, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useAccountUser } from '../useAccountUser';
import {
  LANDLORD_IDENTITY_FIELDS,
  landlordIdentityChanges,
  landlordIdentityValuesOf,
  type LandlordIdentityField,
} from './landlordIdentityChanges';
import styles from '../Settings.module.css';

type FieldErrors = Partial<Record<LandlordIdentityField, string>>;

/** The anchor the send dialog links to when the lease still lacks the landlord's details. */
export const LANDLORD_IDENTITY_ANCHOR = 'landlord-identity';

/**
 * Issue 31: how a lease fit for registration names the landlord — their address and date (and place) of birth, or,
 * for a company landlord, the enterprise number (the organization is then the landlord, represented by the user).
 */
export function LandlordIdentitySection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useAccountUser();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [formVersion, setFormVersion] = useState(0);
  if (!user) return null;
  const defaults = landlordIdentityValuesOf(user);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      LANDLORD_IDENTITY_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
    ) as Record<LandlordIdentityField, string>;
    const parsed = ZUpdateProfileRequest.safeParse(landlordIdentityChanges(user, values));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as LandlordIdentityField;
        errors[field] ??= t(`landlordIdentity.errors.${field}`, { defaultValue: t('validation.invalid') });
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setIsSaving(true);
    try {
      const updated = await apiPatch('/api/user/profile', parsed.data, { schema: ZUpdateProfileResponse });
      queryClient.setQueryData(currentUserQueryKey, (previous: unknown) => ({
        ...(previous as object),
        ...updated,
      }));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setFormVersion((version) => version + 1);
      toastSuccess(t('landlordIdentity.saved'));
    } catch (error) {
      if (isApiError(error) && error.details)
        setFieldErrors(
          Object.fromEntries(
            Object.keys(error.details).map((field) => [field, error.message]),
          ) as FieldErrors,
        );
      toastFailure(t('landlordIdentity.saveFailed'), error);
    } finally {
      setIsSaving(false);
    }
  };

  const field = (name: LandlordIdentityField) => ({
    name,
    label: t(`landlordIdentity.fields.${name}`),
    defaultValue: defaults[name],
    error: fieldErrors[name],
  });

  return (
    <Card as="section" title={t('landlordIdentity.title')} id={LANDLORD_IDENTITY_ANCHOR}>
      <p className={styles.text}>{t('landlordIdentity.description')}</p>
      <form key={formVersion} className={formGrid.narrowForm} onSubmit={handleSubmit} noValidate>
        <div className={formGrid.row}>
          <TextField {...field('street')} autoComplete="address-line1" />
          <TextField {...field('houseNumber')} />
          <TextField {...field('bus')} />
        </div>
        <div className={formGrid.row}>
          <TextField {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" />
          <TextField {...field('city')} autoComplete="address-level2" />
        </div>
        <div className={formGrid.row}>
          <TextField {...field('birthDate')} type="date" autoComplete="bday" />
          <TextField {...field('birthPlace')} />
        </div>
        <TextField {...field('enterpriseNumber')} hint={t('landlordIdentity.enterpriseNumberHint')} />
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSaving}>
            {t('landlordIdentity.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
