import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { apiDelete, currentLanguage, isApiError, toastSuccess } from '@immodesk/sdk';
import { Badge, Button, Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';
import { formatTimeAgo } from './timeAgo';
import { useSessions } from './useSessions';
import styles from './SessionsCard.module.css';
import settingsStyles from '../Settings.module.css';

/** Settings → account → sessions: every signed-in device; end one or all others, never the current one. */
export function SessionsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const now = new Date();
  const language = currentLanguage();

  const endSessions = async (id: string | 'others') => {
    setEndingId(id);
    try {
      await apiDelete(
        id === 'others' ? '/api/user/sessions' : `/api/user/sessions/${encodeURIComponent(id)}`,
      );
      toastSuccess(id === 'others' ? t('sessions.othersEnded') : t('sessions.ended'));
    } catch (error) {
      const summary =
        isApiError(error) && error.status === 409 ? t('sessions.cannotEndCurrent') : t('sessions.endFailed');
      toastFailure(summary, error);
    } finally {
      setEndingId(null);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
    }
  };

  const hasOthers = (sessions.data ?? []).some((session) => !session.current);

  return (
    <Card as="section" title={t('sessions.title')} headingLevel={3} data-testid="sessions-card">
      <p className={settingsStyles.text}>{t('sessions.description')}</p>
      {sessions.isPending ? <Spinner label={t('sessions.loading')} /> : null}
      {sessions.isError ? (
        <ErrorState
          title={t('sessions.loadFailed')}
          onRetry={() => void sessions.refetch()}
          retryLabel={t('app.retry')}
        />
      ) : null}
      {sessions.data ? (
        <ul className={styles.list} aria-label={t('sessions.listLabel')}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-testid="session-item">
              <div className={styles.details}>
                <p className={styles.device}>
                  {session.device || t('sessions.unknownDevice')}{' '}
                  {session.current ? <Badge tone="success">{t('sessions.thisDevice')}</Badge> : null}
                </p>
                <p className={styles.meta}>
                  {t('sessions.lastActive', { timeAgo: formatTimeAgo(session.lastActiveAt, now, language) })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="small"
                  isLoading={endingId === session.id}
                  disabled={endingId !== null}
                  onClick={() => void endSessions(session.id)}
                  aria-label={t('sessions.endNamed', {
                    device: session.device || t('sessions.unknownDevice'),
                  })}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {hasOthers ? (
        <div className={settingsStyles.actions}>
          <Button
            variant="danger"
            isLoading={endingId === 'others'}
            disabled={endingId !== null}
            onClick={() => void endSessions('others')}
          >
            {t('sessions.endOthers')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
