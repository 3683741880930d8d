import { lazy, Suspense, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDashboard, type RemoteWidgetProps } from '@immodesk/sdk';
import { ErrorState, Spinner } from '@immodesk/ui-kit';
import { BasePathContext } from '../../../shared/hooks/usePropertyPaths';
import { useMapSettings } from '../hooks/useMapSettings';

// OpenLayers is large: it loads only when the map is shown.
const PropertiesClusterMap = lazy(() => import('./PropertiesClusterMap'));

/**
 * The dashboard's `property-map` widget: one marker per property with coordinates, clustered, from the dashboard's
 * one request (the shell's page reads the same query). The shell's slot gives it its heading.
 */
export function PropertyLocationsWidget(_props: RemoteWidgetProps) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const basePath = useContext(BasePathContext);
  const dashboard = useDashboard();
  const settings = useMapSettings();
  const locations = dashboard.data?.locations;
  const markers = useMemo(
    () =>
      (locations ?? []).map((location) => ({
        id: location.id,
        latitude: location.latitude,
        longitude: location.longitude,
        path: `${basePath}/${encodeURIComponent(location.urlCode)}`,
      })),
    [locations, basePath],
  );
  if (dashboard.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t('locationsMap.error')}
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  if (!dashboard.data || settings.isPending) return <Spinner label={t('location.loading')} />;
  if (markers.length === 0) return <p>{t('locationsMap.empty')}</p>;
  const hidden =
    dashboard.data.propertiesOverview.rented + dashboard.data.propertiesOverview.available - markers.length;
  return (
    <Suspense fallback={<Spinner label={t('location.loading')} />}>
      <PropertiesClusterMap
        markers={markers}
        tileUrl={settings.data?.tileUrl ?? null}
        attribution={t('location.attribution')}
        label={
          hidden > 0
            ? t('locationsMap.captionWithHidden', { count: markers.length, hidden })
            : t('locationsMap.caption', { count: markers.length })
        }
        onOpen={(path) => navigate(path)}
      />
    </Suspense>
  );
}
