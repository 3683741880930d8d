import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import {
  formatAddress,
  formatDate,
  isRemoteEnabled,
  openRemoteDialog,
  toBrusselsDate,
  useDataChanged,
} from '@immodesk/sdk';
import { Button, layout } from '@immodesk/ui-kit';
import { RelatedSection } from '../../shared/components/RelatedSection';
import { RelatedTaskList } from '../../shared/components/RelatedTaskList';
import {
  useLinkedProperty,
  useRelatedTasks,
  useTenantDocuments,
} from '../../shared/hooks/useContactRelations';
import styles from '../../shared/components/ContactDetails.module.css';

/** The tenant's property, that property's tasks, and the tenant's documents. */
export function TenantRelations({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation('contacts');
  const property = useLinkedProperty(tenant.propertyId);
  const tasks = useRelatedTasks({ propertyId: tenant.propertyId ?? undefined }, Boolean(tenant.propertyId));
  const documents = useTenantDocuments(tenant.id);
  // The upload dialog belongs to the documents remote; it reports its uploads on the event bus.
  useDataChanged('document', () => void documents.refetch());
  return (
    <>
      {tenant.propertyId ? (
        <RelatedSection title={t('details.property')} query={property} emptyText="" isEmpty={() => false}>
          {(data) => (
            <p>
              <Link to={`/properties/${encodeURIComponent(data.urlCode)}`}>{formatAddress(data)}</Link>
            </p>
          )}
        </RelatedSection>
      ) : (
        <section className={styles.section} aria-label={t('details.property')}>
          <h2 className={styles.sectionTitle}>{t('details.property')}</h2>
          <p className={styles.empty}>{t('details.noProperty')}</p>
        </section>
      )}
      {tenant.propertyId ? (
        <RelatedSection
          title={t('details.tasks')}
          query={tasks}
          emptyText={t('details.noTasks')}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => <RelatedTaskList tasks={data.items} />}
        </RelatedSection>
      ) : null}
      <RelatedSection
        title={t('details.documents')}
        query={documents}
        emptyText={t('details.noDocuments')}
        isEmpty={(data) => data.items.length === 0}
        action={
          isRemoteEnabled('documents') ? (
            <Button
              size="small"
              variant="secondary"
              onClick={() =>
                openRemoteDialog('documents', 'upload', {
                  tenantId: tenant.id,
                  propertyId: tenant.propertyId,
                })
              }
            >
              {t('details.uploadDocument')}
            </Button>
          ) : null
        }
      >
        {(data) => (
          <ul className={layout.list} data-testid="tenant-documents">
            {data.items.map((document) => (
              <li key={document.id} className={layout.spreadLine}>
                <a href={`/api/documents/${encodeURIComponent(document.id)}/download`}>{document.fileName}</a>
                <span className={styles.muted}>{formatDate(toBrusselsDate(document.uploadedAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </RelatedSection>
    </>
  );
}
