import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { photoUrl } from '../../../shared/utils/photoUrl';
import styles from './PropertyResults.module.css';

/** The primary photo's thumbnail, or a plain placeholder with the type's initial (decorative: the address names the property). */
export function PropertyThumbnail({ property, size }: { property: Pick<TPropertySummary, 'id' | 'primaryPhotoId' | 'type'>; size: 'small' | 'large' }) {
  const { t } = useTranslation('properties');
  const className = [styles.thumbnail, size === 'large' ? styles.thumbnailLarge : ''].filter(Boolean).join(' ');
  if (!property.primaryPhotoId) {
    return (
      <div className={[className, styles.thumbnailEmpty].join(' ')} aria-hidden="true">
        {t(`property.types.${property.type}`).slice(0, 1)}
      </div>
    );
  }
  return <img className={className} src={photoUrl(property.id, property.primaryPhotoId, 'thumbnail')} alt="" loading="lazy" decoding="async" />;
}
