import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSiteTranslation } from '../i18n/siteI18n';
import { apiPost, configureApiClient, isApiError, serverFieldErrors, toast } from '@immodesk/sdk';
import { Button, EmailField, SelectField, TextAreaField, TextField } from '@immodesk/ui-kit';
import { SiteLink } from '../routing/SiteLink';
import { usePublicHref } from '../routing/usePublicHref';
import {
  EMPTY_CONTACT_FORM,
  INQUIRY_TYPES,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from './contactForm';
import { SiteToaster } from './SiteToaster';
import page from './page.module.css';
import styles from './ContactPage.module.css';

/**
 * One toast tells how the last submit went: a new outcome replaces the previous one instead of stacking under it.
 * Sonner merges an update into the toast with the same id, so each outcome sets its own description (or none).
 */
const OUTCOME_TOAST = 'contact-form-outcome';

export function ContactPage() {
  const { t, language } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const formId = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [isSending, setSending] = useState(false);

  // A request that never reaches the server is reported in the visitor's language.
  const networkError = t('contact.networkError');
  useEffect(() => configureApiClient({ getNetworkErrorMessage: () => networkError }), [networkError]);

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const messageFor = (field: ContactField) =>
    serverErrors[field] ?? (errors[field] ? t(`contact.errors.${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      toast.error(t('contact.incomplete'), { id: OUTCOME_TOAST, description: undefined });
      const first = (['name', 'email', 'subject', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await apiPost('/api/contact', { ...values, language });
      toast.success(t('contact.sent'), { id: OUTCOME_TOAST, description: undefined });
      setValues(EMPTY_CONTACT_FORM);
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      const description =
        isApiError(error) && error.message !== t('contact.sendFailed') ? error.message : undefined;
      toast.error(t('contact.sendFailed'), { id: OUTCOME_TOAST, description });
    } finally {
      setSending(false);
    }
  };

  /** The wiring every field shares: its id (focused on a refused submit), label, error and value. */
  const fieldProps = (name: ContactField) => ({
    id: `${formId}-${name}`,
    name,
    label: t(`contact.fields.${name}`),
    error: messageFor(name),
    value: values[name],
  });

  return (
    <section className={page.narrow} aria-labelledby="contact-title">
      <h1 id="contact-title" className={page.title}>
        {t('contact.title')}
      </h1>
      <p className={page.lead}>{t('contact.lead')}</p>
      <p className={styles.help}>
        {t('contact.helpIntro')} <SiteLink href={hrefFor('helpcentrum')}>{t('contact.helpLink')}</SiteLink>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('contact.formLabel')}
      >
        <p className={page.muted}>{t('contact.requiredNote')}</p>
        <TextField
          {...fieldProps('name')}
          autoComplete="name"
          onChange={(event) => set('name', event.target.value)}
          required
        />
        <EmailField
          {...fieldProps('email')}
          onChange={(event) => set('email', event.target.value)}
          required
        />
        <SelectField
          {...fieldProps('inquiryType')}
          options={INQUIRY_TYPES.map((type) => ({ value: type, label: t(`contact.types.${type}`) }))}
          onValueChange={(value) => set('inquiryType', value)}
        />
        <TextField
          {...fieldProps('subject')}
          onChange={(event) => set('subject', event.target.value)}
          required
        />
        <TextAreaField
          {...fieldProps('message')}
          rows={7}
          onChange={(event) => set('message', event.target.value)}
          required
        />
        <Button type="submit" isLoading={isSending}>
          {t('contact.submit')}
        </Button>
      </form>
      <p className={page.muted}>{t('contact.replyNote')}</p>
      <SiteToaster />
    </section>
  );
}
