import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, detectBrowserLanguage, normalizeLanguage, storeLanguage, type Language } from './languages';

export type NamespaceLoader = (language: Language) => Promise<ResourceKey>;

/** SPEC §9: translation loading retries up to 5 times (i18next backs off from 300 ms, doubling). */
export const TRANSLATION_MAX_RETRIES = 5;

const namespaceLoaders = new Map<string, NamespaceLoader>();

/** The language being shown or switched to; any other language a read asks for is only the fallback. */
let shownLanguage: Language = DEFAULT_LANGUAGE;
/** Namespaces with a key missing in the shown language: their fallback catalog is really loaded. */
const namespacesNeedingFallback = new Set<string>();

/**
 * One backend for the one i18next instance: each app registers the loader of its own namespace. A remote's
 * loader is a dynamic `import()` compiled in the remote, so the JSON chunk comes from the remote's origin.
 * Only the shown language's catalogs are fetched: i18next also asks for the fallback language (nl) of every
 * namespace, which is answered with nothing (no bundle stored, so a later switch to nl still loads it) until a
 * key turns out to be missing (`loadFallbackOf`). The three catalogs hold the same keys, so that is rare.
 */
const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = namespaceLoaders.get(namespace);
    const code = normalizeLanguage(language);
    if (!loader || !code) {
      callback(null, {});
      return;
    }
    if (code !== shownLanguage && !namespacesNeedingFallback.has(namespace)) {
      callback(null, null);
      return;
    }
    loader(code).then(
      (resources) => callback(null, resources),
      // `true` as data asks i18next's BackendConnector to retry.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** The page's one i18next instance, shared by the shell and every remote through the sdk singleton. */
export const i18n = i18next.createInstance();

export function registerNamespaceLoader(namespace: string, loader: NamespaceLoader): void {
  namespaceLoaders.set(namespace, loader);
}

/**
 * For a remote: registers its namespace loader and loads it for the current language. Later language
 * changes reload every namespace i18next knows, this one included.
 */
export async function loadNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  registerNamespaceLoader(namespace, loader);
  if (i18n.isInitialized) await i18n.loadNamespaces(namespace);
}

/** A key missing in the shown language: fetch the fallback catalog of its namespace, then components re-render. */
function loadFallbackOf(namespace: string): void {
  if (shownLanguage === DEFAULT_LANGUAGE || namespacesNeedingFallback.has(namespace)) return;
  namespacesNeedingFallback.add(namespace);
  void i18n.reloadResources([DEFAULT_LANGUAGE], [namespace]);
}

function applyDocumentLanguage(language: string): void {
  const code = normalizeLanguage(language) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  storeLanguage(code);
}

let initialization: Promise<void> | null = null;

/** Called once by the shell (and by a remote's standalone page). Safe to call twice. */
export function initI18n(options: { defaultNamespace?: string; language?: Language } = {}): Promise<void> {
  initialization ??= (async () => {
    const language = options.language ?? detectBrowserLanguage();
    const defaultNamespace = options.defaultNamespace ?? 'common';
    shownLanguage = language;
    i18n.use(registryBackend).use(initReactI18next);
    i18n.on('languageChanging', (next: string) => {
      shownLanguage = normalizeLanguage(next) ?? DEFAULT_LANGUAGE;
    });
    i18n.on('languageChanged', applyDocumentLanguage);
    await i18n.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [defaultNamespace],
      defaultNS: defaultNamespace,
      fallbackNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Not saved anywhere: the handler only notices a key missing from the shown language.
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string) => loadFallbackOf(namespace),
      maxRetries: TRANSLATION_MAX_RETRIES,
      retryTimeout: 300,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    });
    applyDocumentLanguage(i18n.language);
  })();
  return initialization;
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: string | null | undefined): Promise<void> {
  const code = normalizeLanguage(language);
  if (!code || code === currentLanguage()) return;
  await i18n.changeLanguage(code);
}
