import { useTranslation } from 'react-i18next';

/** A field's message: a key of this remote (`form.errors.…`, from the browser's check) or the server's translated text. */
export function useFieldError(errors: Record<string, string>) {
  const { t } = useTranslation('contacts');
  return (field: string): string | null => {
    const message = errors[field];
    if (!message) return null;
    return message.startsWith('form.') ? t(message) : message;
  };
}
