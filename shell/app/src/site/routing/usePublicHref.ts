import { publicPathFor, type PublicPage } from '@immodesk/contracts/shell/publicSitePaths';
import { useSiteTranslation } from '../i18n/siteI18n';
import { useSiteSession } from './siteSession';

/** SPEC §2: visitors get /{language}/page, signed-in users the page without a prefix. */
export function usePublicHref(): (page: PublicPage) => string {
  const { language } = useSiteTranslation();
  const session = useSiteSession();
  return (page) => publicPathFor(page, session.status === 'signedIn' ? null : language);
}
