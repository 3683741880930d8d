import { useTranslation } from 'react-i18next';
import { publicPathFor, type PublicPage } from '@immodesk/contracts/shell/publicSitePaths';
import { normalizeLanguage, DEFAULT_LANGUAGE } from '@immodesk/sdk';
import { useSiteSession } from './siteSession';

/** SPEC §2: visitors get /{language}/page, signed-in users the page without a prefix. */
export function usePublicHref(): (page: PublicPage) => string {
  const { i18n } = useTranslation();
  const session = useSiteSession();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return (page) => publicPathFor(page, session.status === 'signedIn' ? null : language);
}
