import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatAddressLines } from '@immodesk/sdk';
import { Button, buttonClassName, layout, PageHeader, Spinner, Tabs } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { PropertyInformationDialog } from '../../property-information/components/PropertyInformationDialog';
import { PropertyStatusBadges } from '../../property-list/components/PropertyStatusBadges';
import { useArchiveProperty } from '../hooks/useArchiveProperty';
import { useProperty } from '../hooks/useProperty';
import { ArchivePropertyDialog } from './ArchivePropertyDialog';
import { DeletePropertyDialog } from './DeletePropertyDialog';
import { PROPERTY_DETAILS_TABS, type DetailsTab } from './propertyDetailsTabs';
import { RentPaymentsTable } from './RentPaymentsTable';
import styles from './PropertyDetailsPage.module.css';
import { PropertyLoadFailure } from './PropertyLoadFailure';

const TAB_KEYS: readonly DetailsTab[] = PROPERTY_DETAILS_TABS.map((tab) => tab.key);

/** /properties/{urlCode}: the tabs of PROPERTY_DETAILS_TABS (Overview, Files, Location), then the rent and payments table. */
export function PropertyDetailsPage() {
  const { t } = useTranslation('properties');
  const { urlCode = '' } = useParams();
  const paths = usePropertyPaths();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab =
    PROPERTY_DETAILS_TABS.find((candidate) => candidate.key === searchParams.get('tab')) ??
    PROPERTY_DETAILS_TABS[0];
  const [dialog, setDialog] = useState<'information' | 'archive' | 'delete' | null>(null);
  const { data: property, isPending, isError, error, refetch } = useProperty(urlCode);
  const archive = useArchiveProperty(property?.id ?? urlCode);

  if (isPending) return <Spinner size="large" label={t('details.loading')} />;
  if (isError) return <PropertyLoadFailure error={error} onRetry={() => void refetch()} />;

  const address = formatAddressLines(property);
  const fullAddress = `${address.line1}, ${address.line2}`;
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
          <div className={layout.inline}>
            <Link to={paths.edit(property.urlCode)} className={buttonClassName({ variant: 'secondary' })}>
              {t('details.edit')}
            </Link>
            <Button variant="secondary" onClick={() => setDialog('information')}>
              {t('details.information')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => (isArchived ? archive.mutate(false) : setDialog('archive'))}
              isLoading={archive.isPending && dialog !== 'archive'}
            >
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
        tabs={TAB_KEYS}
        selected={tab.key}
        onSelect={(next) => setSearchParams(next === TAB_KEYS[0] ? {} : { tab: next }, { replace: true })}
        tabLabel={(item) => t(`details.tabs.${item}`)}
      >
        {tab.panel({ property, address: fullAddress })}
      </Tabs>
      <RentPaymentsTable propertyId={property.id} />
      <PropertyInformationDialog
        propertyId={property.id}
        isOpen={dialog === 'information'}
        onClose={() => setDialog(null)}
      />
      <ArchivePropertyDialog
        address={fullAddress}
        isOpen={dialog === 'archive'}
        isArchiving={archive.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => archive.mutate(true, { onSuccess: () => setDialog(null) })}
      />
      <DeletePropertyDialog
        propertyId={property.id}
        address={fullAddress}
        isOpen={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate(paths.list)}
      />
    </>
  );
}
