import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { useSiteTranslation } from '../i18n/siteI18n';
import { apiPost, configureApiClient, isApiError, toast } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
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

/** The server's field details (400 validation_error) become inline messages, in the server's own wording. */
function serverFieldErrors(error: unknown): Partial<Record<ContactField, string>> {
  if (!isApiError(error) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).filter(([, message]) => typeof message === 'string'),
  ) as Partial<Record<ContactField, string>>;
}

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

  const field = (
    name: ContactField,
    input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement,
  ) => {
    const id = `${formId}-${name}`;
    const message = messageFor(name);
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          {t(`contact.fields.${name}`)}
          {name === 'inquiryType' ? null : <span aria-hidden="true"> *</span>}
        </label>
        {input({
          id,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${id}-error` : undefined,
        })}
        {message ? (
          <p id={`${id}-error`} className={styles.error}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

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
        {field('name', (props) => (
          <input
            {...props}
            className={styles.input}
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            required
          />
        ))}
        {field('email', (props) => (
          <input
            {...props}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            required
          />
        ))}
        {field('inquiryType', (props) => (
          <select
            {...props}
            className={styles.input}
            value={values.inquiryType}
            onChange={(event) => set('inquiryType', event.target.value)}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`contact.types.${type}`)}
              </option>
            ))}
          </select>
        ))}
        {field('subject', (props) => (
          <input
            {...props}
            className={styles.input}
            value={values.subject}
            onChange={(event) => set('subject', event.target.value)}
            required
          />
        ))}
        {field('message', (props) => (
          <textarea
            {...props}
            className={styles.textarea}
            rows={7}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            required
          />
        ))}
        <Button type="submit" isLoading={isSending}>
          {t('contact.submit')}
        </Button>
      </form>
      <p className={page.muted}>{t('contact.replyNote')}</p>
      <SiteToaster />
    </section>
  );
}
