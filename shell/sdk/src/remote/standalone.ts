// `@immodesk/sdk/standalone`: the standalone page of `npm run dev -w mf-<name>` (never part of `<name>/spa`).
import '@immodesk/ui-kit/theme.css';
import { registerNamespaceLoader, type Language } from '@immodesk/sdk';
// Not in the sdk's index: single-spa would then load with every page of the shell.
import { mountStandalone, type MountStandaloneOptions } from '../remotes/mountStandalone';

type TranslationModule = { default: Record<string, unknown> };

/**
 * Mounts a remote alone (see mountStandalone). Without the shell, the shell's `common` namespace (list states,
 * pagination, not-found words) comes from the shell's catalog compiled into this dev page.
 */
export function startStandalone(options: MountStandaloneOptions): Promise<void> {
  registerNamespaceLoader('common', (language: Language) =>
    import(
      /* webpackChunkName: "shell-locale-[request]", webpackExclude: /[\\/]site(-chrome)?[\\/]/ */ `../../../app/locales/${language}.json`
    ).then((module: TranslationModule) => module.default),
  );
  return mountStandalone(options);
}
