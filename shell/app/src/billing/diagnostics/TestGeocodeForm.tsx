import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useTestGeocode } from '../hooks/useTestGeocode';
import styles from '../Billing.module.css';

const FIELDS = ['street', 'houseNumber', 'postalCode', 'city'] as const;

/** A test geocode of one address, with the coordinates found and how long the geocoder took. */
export function TestGeocodeForm() {
  const { t } = useTranslation();
  const geocode = useTestGeocode();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: (typeof FIELDS)[number]) => String(form.get(field) ?? '');
    try {
      await geocode.mutateAsync({
        street: read('street'),
        houseNumber: read('houseNumber'),
        postalCode: read('postalCode'),
        city: read('city'),
        country: 'BE',
      });
    } catch (error) {
      toastFailure(t('diagnostics.google.geocodeFailed'), error);
    }
  };

  const result = geocode.data;
  return (
    <Card title={t('diagnostics.google.testTitle')}>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
        {FIELDS.map((field) => (
          <TextField key={field} name={field} label={t(`diagnostics.google.fields.${field}`)} required />
        ))}
        <div className={styles.actions}>
          <Button type="submit" isLoading={geocode.isPending}>
            {t('diagnostics.google.run')}
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status">
        {result
          ? result.found && result.latitude !== null && result.longitude !== null
            ? t('diagnostics.google.found', {
                latitude: result.latitude.toFixed(5),
                longitude: result.longitude.toFixed(5),
                elapsedMs: Math.round(result.elapsedMs),
              })
            : t('diagnostics.google.notFound', { elapsedMs: Math.round(result.elapsedMs) })
          : null}
      </p>
    </Card>
  );
}
