import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import { useMapSettings } from '../hooks/useMapSettings';
import type { PropertyMapProps } from './PropertyMap';

// OpenLayers is large: it loads only when a map is shown.
const PropertyMap = lazy(() => import('./PropertyMap'));

export function LazyPropertyMap(props: Omit<PropertyMapProps, 'tileUrl' | 'attribution'>) {
  const { t } = useTranslation('properties');
  const settings = useMapSettings();
  if (settings.isPending) return <Spinner label={t('location.loading')} />;
  // Without the settings (the config call failed), the map still draws its marker, without tiles.
  const tileUrl = settings.data?.tileUrl ?? null;
  return (
    <Suspense fallback={<Spinner label={t('location.loading')} />}>
      <PropertyMap {...props} tileUrl={tileUrl} attribution={t('location.attribution')} />
    </Suspense>
  );
}
