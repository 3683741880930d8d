import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button } from './Button';
import styles from './ErrorState.module.css';

export type ErrorStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  title: string;
  message?: string;
  /** The retry button's label; the shell's common `actions.retry` when not given. */
  retryLabel?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** 1 when the error replaces a whole page's content. */
  headingLevel?: 1 | 2 | 3;
};

/** An error announced to assistive technology, with a real retry button when a retry makes sense. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
  ...rest
}: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} role="alert" className={clsx(styles.error, className)}>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}
