import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatAddressLines } from '@immodesk/sdk';
import { Button, buttonClassName, PageHeader, Spinner, Tabs } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { PropertyInformationDialog } from '../../property-information/components/PropertyInformationDialog';
import { PropertyStatusBadges } from '../../property-list/components/PropertyStatusBadges';
import { useArchiveProperty } from '../hooks/useArchiveProperty';
import { useProperty } from '../hooks/useProperty';
import { ContractsTab } from './ContractsTab';
import { DeletePropertyDialog } from './DeletePropertyDialog';
import { FilesTab } from './FilesTab';
import { LocationTab } from './LocationTab';
import { OverviewTab } from './OverviewTab';
import { RentPaymentsTable } from './RentPaymentsTable';
import styles from './PropertyDetailsPage.module.css';
import { PropertyLoadFailure } from './PropertyLoadFailure';

const TABS = ['overview', 'contracts', 'files', 'location'] as const;
type DetailsTab = (typeof TABS)[number];

/** /properties/{urlCode}: tabs Overview, Contracts, Files and Location, then the rent and payments table. */
export function PropertyDetailsPage() {
  const { t } = useTranslation('properties');
  const { urlCode = '' } = useParams();
  const paths = usePropertyPaths();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate === searchParams.get('tab')) ?? 'overview';
  const [dialog, setDialog] = useState<'information' | 'delete' | null>(null);
  const { data: property, isPending, isError, error, refetch } = useProperty(urlCode);
  const archive = useArchiveProperty(property?.id ?? urlCode);

  if (isPending) return <Spinner size="large" label={t('details.loading')} />;
  if (isError) return <PropertyLoadFailure error={error} onRetry={() => void refetch()} />;

  const address = formatAddressLines(property);
  const isArchived = property.status === 'archived';
  return (
    <>
      <p className={styles.back}>
        <Link to={paths.list}>{t('details.backToList')}</Link>
      </p>
      <PageHeader
        title={address.line1}
        description={address.line2}
        actions={
          <div className={styles.actions}>
            <Link to={paths.edit(property.urlCode)} className={buttonClassName({ variant: 'secondary' })}>
              {t('details.edit')}
            </Link>
            <Button variant="secondary" onClick={() => setDialog('information')}>
              {t('details.information')}
            </Button>
            <Button variant="secondary" onClick={() => archive.mutate(!isArchived)} isLoading={archive.isPending}>
              {t(isArchived ? 'details.unarchive' : 'details.archive')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              {t('details.delete')}
            </Button>
          </div>
        }
      />
      <div className={styles.badgeRow}>
        <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />
      </div>
      <Tabs
        label={t('details.tabsLabel')}
        tabs={TABS}
        selected={tab}
        onSelect={(next: DetailsTab) => setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        tabLabel={(item) => t(`details.tabs.${item}`)}
      >
        {tab === 'overview' ? <OverviewTab property={property} /> : null}
        {tab === 'contracts' ? <ContractsTab /> : null}
        {tab === 'files' ? <FilesTab propertyId={property.id} /> : null}
        {tab === 'location' ? <LocationTab property={property} address={`${address.line1}, ${address.line2}`} /> : null}
      </Tabs>
      <RentPaymentsTable propertyId={property.id} />
      <PropertyInformationDialog propertyId={property.id} isOpen={dialog === 'information'} onClose={() => setDialog(null)} />
      <DeletePropertyDialog
        propertyId={property.id}
        address={`${address.line1}, ${address.line2}`}
        isOpen={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate(paths.list)}
      />
    </>
  );
}
