import { useTranslation } from 'react-i18next';
import { ErrorState } from '@immodesk/ui-kit';

export type RemoteFallbackProps = { name: string; area: string; onRetry: () => void };

/** Shown in a remote's own area when it cannot load or crashed; the heading is the page's h1. */
export function RemoteFallback({ name, area, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      data-testid={`remote-fallback-${name}`}
      headingLevel={1}
      title={t('remote.failedTitle', { area })}
      message={t('remote.failedMessage')}
      retryLabel={t('remote.retry')}
      onRetry={onRetry}
    />
  );
}
