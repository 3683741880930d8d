import { useTranslation } from 'react-i18next';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { formatCents } from '@immodesk/sdk';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { usePropertyInformation } from '../../property-information/hooks/usePropertyInformation';
import styles from './PropertyDetailsPage.module.css';

/** The property's primary photo and key facts, with the saved information's headline figures. */
export function OverviewTab({ property, address }: { property: TProperty; address: string }) {
  const { t } = useTranslation('properties');
  const information = usePropertyInformation(property.id).data;
  const general = information?.general;
  const rows: [string, string | null][] = [
    [t('form.fields.type'), t(`property.types.${property.type}`)],
    [
      t('form.fields.rent'),
      property.rentCents === null
        ? null
        : t('propertyList.perMonth', { amount: formatCents(property.rentCents) }),
    ],
    [t('details.status'), t(`property.status.${property.status}`)],
    [t('form.fields.occupancy'), t(`property.occupancy.${property.occupancy}`)],
    [t('form.fields.country'), t(`form.countries.${property.country}`, { defaultValue: property.country })],
    [t('details.urlCode'), property.urlCode],
    [
      t('information.fields.bedrooms'),
      general?.bedrooms === null || general?.bedrooms === undefined ? null : String(general.bedrooms),
    ],
    [t('information.fields.livingSpace'), general?.livingSpace ? `${general.livingSpace} m²` : null],
    [t('information.fields.epcLabel'), information?.energyCertificate.label ?? null],
  ];
  return (
    <div className={styles.overview}>
      {property.primaryPhotoId ? (
        <picture>
          {/* Phones get the server-made thumbnail (480 px wide) instead of the original. */}
          <source
            media="(max-width: 480px)"
            srcSet={photoUrl(property.id, property.primaryPhotoId, 'thumbnail')}
          />
          <img
            className={styles.primaryPhoto}
            src={photoUrl(property.id, property.primaryPhotoId)}
            alt={t('details.primaryPhotoAlt', { address })}
            data-testid="overview-primary-photo"
          />
        </picture>
      ) : null}
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value ?? <span className={styles.muted}>{t('details.notSet')}</span>}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="property-description-heading">
        <h3 id="property-description-heading" className={styles.sectionTitle}>
          {t('form.fields.description')}
        </h3>
        <p className={styles.description}>
          {property.description ?? <span className={styles.muted}>{t('details.noDescription')}</span>}
        </p>
      </section>
    </div>
  );
}
