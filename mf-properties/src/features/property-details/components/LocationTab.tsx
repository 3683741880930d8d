import { useTranslation } from 'react-i18next';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { EmptyState, VisuallyHidden } from '@immodesk/ui-kit';
import { LazyPropertyMap } from '../../property-map/components/LazyPropertyMap';
import { streetViewUrl } from '../utils/streetViewUrl';
import styles from './PropertyDetailsPage.module.css';

export function LocationTab({ property, address }: { property: TProperty; address: string }) {
  const { t } = useTranslation('properties');
  if (property.latitude === null || property.longitude === null) {
    return (
      <EmptyState
        title={t('location.noCoordinatesTitle')}
        description={t('location.noCoordinatesDescription')}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <LazyPropertyMap
        latitude={property.latitude}
        longitude={property.longitude}
        label={t('location.mapLabel', { address })}
      />
      <p className={styles.muted}>
        {t('location.coordinates', {
          latitude: property.latitude.toFixed(5),
          longitude: property.longitude.toFixed(5),
        })}
      </p>
      <p>
        <a href={streetViewUrl(property.latitude, property.longitude)} target="_blank" rel="noreferrer">
          {t('location.streetView')}
          <VisuallyHidden> {t('location.opensInNewTab')}</VisuallyHidden>
        </a>
      </p>
    </div>
  );
}
