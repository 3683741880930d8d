import type { ResourceKey } from 'i18next';
import { i18n, initI18n, registerNamespaceLoader } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
// The shell's `common` namespace (list states, pagination, retry), which the shell provides to every remote.
import commonEn from '../../../app/locales/en.json';
import commonFr from '../../../app/locales/fr.json';
import commonNl from '../../../app/locales/nl.json';

const COMMON: Record<Language, ResourceKey> = { nl: commonNl, en: commonEn, fr: commonFr };

/** A remote's namespace in one language (its English copy, say) on the sdk's one i18next instance, as in the shell. */
export async function setUpTranslations(
  namespace: string,
  translations: ResourceKey,
  language: Language = 'en',
): Promise<void> {
  registerNamespaceLoader(namespace, async () => translations);
  registerNamespaceLoader('common', async (code) => COMMON[code]);
  await initI18n({ language, defaultNamespace: namespace });
  await i18n.loadNamespaces([namespace, 'common']);
}
