import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import { apiDelete, buildUrl, currentLanguage, toastSuccess } from '@immodesk/sdk';
import { Button, Card, ErrorState, Spinner, buttonClassName } from '@immodesk/ui-kit';
import { useAuthProviders } from '../../auth/useAuthProviders';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';
import { useLinkedIdentities } from './useLinkedIdentities';
// The same list layout as the sessions card.
import listStyles from './SessionsCard.module.css';
import settingsStyles from '../Settings.module.css';

/** Names of providers that may be linked but are no longer configured on this deployment. */
const PROVIDER_NAMES: Record<TSocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
  x: 'X',
};

/**
 * Settings → account → sign-in providers: the linked ones (disconnect; the server refuses the last way to sign
 * in) and the configured ones not linked yet (connect: a provider sign-in started while signed in links it).
 */
export function LinkedProvidersCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const identities = useLinkedIdentities();
  const configured = useAuthProviders();
  const [unlinkingId, setUnlinkingId] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat(`${currentLanguage()}-BE`, { dateStyle: 'long' });
  const nameOf = (provider: TSocialProvider) =>
    configured.find((candidate) => candidate.id === provider)?.name ?? PROVIDER_NAMES[provider];

  const unlink = async (id: string, provider: TSocialProvider) => {
    setUnlinkingId(id);
    try {
      await apiDelete(`/api/user/identities/${encodeURIComponent(id)}`);
      toastSuccess(t('linkedProviders.unlinked', { provider: nameOf(provider) }));
    } catch (error) {
      toastFailure(t('linkedProviders.unlinkFailed'), error);
    } finally {
      setUnlinkingId(null);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.identities() });
    }
  };

  const linkedProviders = new Set((identities.data ?? []).map((identity) => identity.provider));
  const connectable = configured.filter((provider) => !linkedProviders.has(provider.id));
  if (configured.length === 0 && identities.data?.length === 0) return null;

  return (
    <Card
      as="section"
      title={t('linkedProviders.title')}
      headingLevel={3}
      data-testid="linked-providers-card"
    >
      <p className={settingsStyles.text}>{t('linkedProviders.description')}</p>
      {identities.isPending ? <Spinner label={t('linkedProviders.loading')} /> : null}
      {identities.isError ? (
        <ErrorState
          title={t('linkedProviders.loadFailed')}
          onRetry={() => void identities.refetch()}
          retryLabel={t('app.retry')}
        />
      ) : null}
      {identities.data?.length === 0 ? (
        <p className={settingsStyles.text}>{t('linkedProviders.none')}</p>
      ) : null}
      {identities.data && identities.data.length > 0 ? (
        <ul className={listStyles.list} aria-label={t('linkedProviders.listLabel')}>
          {identities.data.map((identity) => (
            <li key={identity.id} className={listStyles.item} data-testid="linked-provider">
              <div className={listStyles.details}>
                <p className={listStyles.device}>{nameOf(identity.provider)}</p>
                <p className={listStyles.meta}>
                  {t('linkedProviders.linkedOn', { date: dateFormat.format(new Date(identity.linkedAt)) })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="small"
                isLoading={unlinkingId === identity.id}
                disabled={unlinkingId !== null}
                onClick={() => void unlink(identity.id, identity.provider)}
                aria-label={t('linkedProviders.unlinkNamed', { provider: nameOf(identity.provider) })}
              >
                {t('linkedProviders.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {connectable.length > 0 ? (
        <div className={settingsStyles.actions}>
          {connectable.map((provider) => (
            <a
              key={provider.id}
              className={buttonClassName({ variant: 'secondary' })}
              href={buildUrl(`/api/auth/oauth/${provider.id}/start`, { returnTo: '/settings' })}
            >
              {t('linkedProviders.connect', { provider: provider.name })}
            </a>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
