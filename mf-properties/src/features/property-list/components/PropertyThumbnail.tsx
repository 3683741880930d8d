import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { photoUrl } from '../../../shared/utils/photoUrl';
import styles from './PropertyResults.module.css';

/** The primary photo's thumbnail, or a plain placeholder with the type's initial (decorative: the address names the property). */
export function PropertyThumbnail({ property, size }: { property: Pick<TPropertySummary, 'id' | 'primaryPhotoId' | 'type'>; size: 'small' | 'large' }) {
  const { t } = useTranslation('properties');
  const className = clsx(styles.thumbnail, size === 'large' && styles.thumbnailLarge);
  if (!property.primaryPhotoId) {
    return (
      <div className={clsx(className, styles.thumbnailEmpty)} aria-hidden="true">
        {t(`property.types.${property.type}`).slice(0, 1)}
      </div>
    );
  }
  return <img className={className} src={photoUrl(property.id, property.primaryPhotoId, 'thumbnail')} alt="" loading="lazy" decoding="async" />;
}
