import type { Language } from '@immodesk/sdk';

type TranslationModule = { default: Record<string, unknown> };

/**
 * Compiled into this remote, so the JSON chunk is fetched from the remote's own origin (publicPath 'auto'),
 * whichever shell loads it. Retries are i18next's (up to 5).
 */
export function loadTranslations(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "locale-[request]" */ `../../locales/${language}.json`).then((module: TranslationModule) => module.default);
}
