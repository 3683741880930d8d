import clsx from 'clsx';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { PropertyTypeIcon } from '../../../shared/components/PropertyTypeIcon';
import { photoUrl } from '../../../shared/utils/photoUrl';
import styles from './PropertyResults.module.css';

/** The primary photo's thumbnail, or the type's icon on a plain background (decorative: the card names the property and its type). */
export function PropertyThumbnail({
  property,
  size,
}: {
  property: Pick<TPropertySummary, 'id' | 'primaryPhotoId' | 'type'>;
  size: 'small' | 'large';
}) {
  const className = clsx(styles.thumbnail, size === 'large' && styles.thumbnailLarge);
  if (!property.primaryPhotoId) {
    return (
      <div className={clsx(className, styles.thumbnailEmpty)} data-testid="property-type-placeholder">
        <PropertyTypeIcon type={property.type} size={size === 'large' ? 64 : 48} />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={photoUrl(property.id, property.primaryPhotoId, 'thumbnail')}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
