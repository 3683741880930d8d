import { useTranslation } from 'react-i18next';
import { Card } from '@immodesk/ui-kit';
import { PageColumn } from '../../layout/PageColumn';
import { useGoogleApiDiagnostics } from '../hooks/useDiagnostics';
import { DiagnosticsGate } from './DiagnosticsGate';
import { TestGeocodeForm } from './TestGeocodeForm';
import styles from '../Billing.module.css';

/** SPEC §2 /google-api-debug: which geocoder and map tiles the product uses, and a test geocode. */
export function GoogleApiDebugPage() {
  const { t } = useTranslation();
  const diagnostics = useGoogleApiDiagnostics();
  return (
    <DiagnosticsGate title={t('diagnostics.google.title')} query={diagnostics}>
      {(data) => (
        <PageColumn>
          <Card title={t('diagnostics.google.configuration')}>
            <dl className={styles.details}>
              <div className={styles.detailRow}>
                <dt>{t('diagnostics.google.geocoder')}</dt>
                <dd>
                  {t(`diagnostics.google.providers.${data.geocoder.provider}`)}
                  {data.geocoder.host ? <span className={styles.code}> ({data.geocoder.host})</span> : null}
                </dd>
              </div>
              <div className={styles.detailRow}>
                <dt>{t('diagnostics.google.tiles')}</dt>
                <dd className={styles.code}>{data.mapTiles.urlTemplate}</dd>
              </div>
              <div className={styles.detailRow}>
                <dt>{t('diagnostics.google.tilesConfigured')}</dt>
                <dd>{t(data.mapTiles.configured ? 'diagnostics.yes' : 'diagnostics.google.tilesDefault')}</dd>
              </div>
            </dl>
          </Card>
          <TestGeocodeForm />
        </PageColumn>
      )}
    </DiagnosticsGate>
  );
}
