import { Building2, House } from 'lucide-react';
import { formatCents } from '@immodesk/sdk';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';
import { useSiteTranslation } from '../i18n/siteI18n';
import styles from './HeroProductPreview.module.css';

type PaymentStatus = 'received' | 'partiallyReceived' | 'notReceived' | 'pending';

/** The colours the payments list gives each state (mf-finance rentPaymentStatus), so the preview reads like the app. */
const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  received: 'success',
  partiallyReceived: 'warning',
  notReceived: 'danger',
  pending: 'info',
};

const PROPERTIES = [
  { type: 'apartment', address: 'Kerkstraat 12, Gent', cents: 85_000, isRented: true, Icon: Building2 },
  { type: 'house', address: 'Naamsestraat 21, Leuven', cents: 124_000, isRented: false, Icon: House },
] as const;

const PAYMENTS: readonly { address: string; cents: number; status: PaymentStatus }[] = [
  { address: 'Kerkstraat 12, Gent', cents: 85_000, status: 'received' },
  { address: 'Rue Haute 45, Bruxelles', cents: 110_000, status: 'partiallyReceived' },
  { address: 'Meir 8, Antwerpen', cents: 97_500, status: 'notReceived' },
  { address: 'Demer 4, Hasselt', cents: 72_500, status: 'pending' },
];

/**
 * The hero's picture of the product: property cards and the rent payments list as the app shows them, drawn with
 * the app's own components and colours. One image for assistive technology (its label says what it shows); the
 * sample rows inside are not read out one by one.
 */
export function HeroProductPreview() {
  const { t } = useSiteTranslation();
  return (
    <div className={styles.preview} role="img" aria-label={t('landing.preview.label')}>
      <div className={styles.titleBar}>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </div>
      <div className={styles.body}>
        <p className={styles.heading}>{t('landing.preview.propertiesTitle')}</p>
        <ul className={styles.properties}>
          {PROPERTIES.map(({ type, address, cents, isRented, Icon }) => (
            <li key={address} className={styles.property}>
              <span className={styles.propertyIcon}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.propertyText}>
                <span className={styles.propertyType}>{t(`landing.preview.types.${type}`)}</span>
                <span className={styles.muted}>{address}</span>
                <span className={styles.rent}>
                  {formatCents(cents)} {t('landing.preview.perMonth')}
                </span>
              </span>
              <Badge tone={isRented ? 'success' : 'info'}>
                {t(isRented ? 'landing.preview.rented' : 'landing.preview.available')}
              </Badge>
            </li>
          ))}
        </ul>
        <p className={styles.heading}>{t('landing.preview.paymentsTitle')}</p>
        <ul className={styles.payments}>
          {PAYMENTS.map((payment) => (
            <li key={payment.address} className={styles.payment}>
              <span className={styles.address}>{payment.address}</span>
              <span className={styles.amount}>{formatCents(payment.cents)}</span>
              <Badge tone={STATUS_TONES[payment.status]}>
                {t(`landing.preview.statuses.${payment.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
