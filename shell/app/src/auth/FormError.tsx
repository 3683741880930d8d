import styles from './AuthPanel.module.css';

export type FormErrorProps = {
  /** The fields the error concerns name this id in their aria-describedby. */
  id: string;
  message: string | null;
};

/**
 * A refusal of the whole form (wrong e-mail or password, no connection), shown in the form above its button and
 * announced at once, instead of a toast that covers the links under the form on a phone.
 */
export function FormError({ id, message }: FormErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.formError}>
      {message}
    </p>
  );
}
