import { useSiteTranslation } from '../i18n/siteI18n';

/** A list of items from the copy (arrays in locales/site/*.json); an array of the wrong shape is empty, never a crash. */
export function useCopyList<T>(key: string): T[] {
  const { t } = useSiteTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

export type TitledText = { title: string; text: string };
export type Testimonial = { quote: string; name: string; role: string };
