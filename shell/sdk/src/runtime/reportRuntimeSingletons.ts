export type RuntimeSingletons = { React: unknown; queryClient: unknown; i18n: unknown };
export type RuntimeReport = { name: string; react: unknown; queryClient: unknown; i18n: unknown };
export type RuntimeCheck = { sameReact: boolean; sameQueryClient: boolean; sameI18n: boolean };

type RuntimeWindow = { __IMMODESK_RUNTIME__?: RuntimeReport[]; __IMMODESK_SINGLETONS__?: RuntimeReport[] };

/**
 * The list lives on window, not in this module: if an app bundled its own copy of the sdk, that copy would
 * still report into the same list and the mismatch would show. `__IMMODESK_SINGLETONS__` is an alias.
 */
export function runtimeReports(): RuntimeReport[] {
  const target = window as unknown as RuntimeWindow;
  const reports = target.__IMMODESK_RUNTIME__ ?? target.__IMMODESK_SINGLETONS__ ?? [];
  target.__IMMODESK_RUNTIME__ = reports;
  target.__IMMODESK_SINGLETONS__ = reports;
  return reports;
}

/** react-i18next 18 hands out a Proxy per `useTranslation()` call; `__original` is the instance behind it. */
function unwrapI18n(i18n: unknown): unknown {
  if ((typeof i18n === 'object' || typeof i18n === 'function') && i18n !== null) {
    const original = (i18n as { __original?: unknown }).__original;
    if (original) return original;
  }
  return i18n;
}

/**
 * Each app calls this with the React it imports, its `useQueryClient()` and `useTranslation().i18n`.
 * Returns whether they are the shell's; a mismatch is logged, since two Reacts break hooks in subtle ways.
 */
export function reportRuntimeSingletons(appName: string, reported: RuntimeSingletons): RuntimeCheck {
  const singletons = { ...reported, i18n: unwrapI18n(reported.i18n) };
  const reports = runtimeReports();
  const isKnown = reports.some(
    (report) =>
      report.name === appName &&
      report.react === singletons.React &&
      report.queryClient === singletons.queryClient &&
      report.i18n === singletons.i18n,
  );
  if (!isKnown)
    reports.push({
      name: appName,
      react: singletons.React,
      queryClient: singletons.queryClient,
      i18n: singletons.i18n,
    });

  const shell = reports.find((report) => report.name === 'shell');
  if (!shell) return { sameReact: true, sameQueryClient: true, sameI18n: true };
  const check = {
    sameReact: shell.react === singletons.React,
    sameQueryClient: shell.queryClient === singletons.queryClient,
    sameI18n: shell.i18n === singletons.i18n,
  };
  if (!check.sameReact || !check.sameQueryClient || !check.sameI18n) {
    console.error(`[immodesk] ${appName} does not run on the shell's singletons`, check);
  }
  return check;
}
