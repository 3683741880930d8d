import { useEffect } from 'react';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { preloadImages } from '@immodesk/sdk';
import { ViewModeGrid, type ViewMode } from '@immodesk/ui-kit';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { PropertyCard } from './PropertyCard';
import { PropertyListTable } from './PropertyListTable';

/** The page of properties in the chosen view mode; the photos of the page are preloaded two at a time. */
export function PropertyResults({ properties, mode }: { properties: TPropertySummary[]; mode: ViewMode }) {
  useEffect(() => {
    const urls = properties.flatMap((property) =>
      property.primaryPhotoId ? [photoUrl(property.id, property.primaryPhotoId, 'thumbnail')] : [],
    );
    void preloadImages(urls, { concurrency: 2 });
  }, [properties]);

  if (mode === 'list') {
    return (
      <div data-testid="property-results" data-view-mode={mode}>
        <PropertyListTable properties={properties} />
      </div>
    );
  }
  return (
    <ViewModeGrid mode={mode} testId="property-results">
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} layout={mode} />
      ))}
    </ViewModeGrid>
  );
}
