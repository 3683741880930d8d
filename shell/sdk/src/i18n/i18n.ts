import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  detectBrowserLanguage,
  normalizeLanguage,
  storeLanguage,
  type Language,
} from './languages';

export type NamespaceLoader = (language: Language) => Promise<ResourceKey>;

/** SPEC §9: translation loading retries up to 5 times (i18next backs off from 300 ms, doubling). */
export const TRANSLATION_MAX_RETRIES = 5;

const namespaceLoaders = new Map<string, NamespaceLoader>();

/** The language being shown or switched to; any other language a read asks for is only the fallback. */
let shownLanguage: Language = DEFAULT_LANGUAGE;
/** Namespaces with a key missing in the shown language: their fallback catalog is really loaded. */
const namespacesNeedingFallback = new Set<string>();
/** Per language, the namespaces that got an empty stand-in instead of their catalog (see the backend). */
const standIns = new Map<Language, Set<string>>();

/**
 * One backend for the one i18next instance: each app registers the loader of its own namespace. A remote's
 * loader is a dynamic `import()` compiled in the remote, so the JSON chunk comes from the remote's origin.
 * Only the shown language's catalogs are fetched: i18next also asks for the fallback language (nl) of every
 * namespace, which gets an empty stand-in until a key turns out to be missing (`loadFallbackOf`) or the user
 * switches to that language (`dropStandIns`). The three catalogs hold the same keys, so a miss is rare.
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
      // An empty bundle, not none: without one i18next would fetch it again on every namespace load.
      standIns.set(code, (standIns.get(code) ?? new Set()).add(namespace));
      callback(null, {});
      return;
    }
    loader(code).then(
      (resources) => {
        standIns.get(code)?.delete(namespace);
        callback(null, resources);
      },
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

/** Switching to a language that only had stand-ins: removed before i18next loads it, so it fetches the catalogs. */
function dropStandIns(next: string): void {
  shownLanguage = normalizeLanguage(next) ?? DEFAULT_LANGUAGE;
  const namespaces = [...(standIns.get(shownLanguage) ?? [])];
  standIns.delete(shownLanguage);
  if (namespaces.length === 0) return;
  for (const namespace of namespaces) i18n.removeResourceBundle(shownLanguage, namespace);
  // Removing a bundle also drops its namespace from the ones i18next loads: put them back.
  const known = i18n.options.ns;
  i18n.options.ns = [...new Set([...(typeof known === 'string' ? [known] : (known ?? [])), ...namespaces])];
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
    i18n.on('languageChanging', dropStandIns);
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
