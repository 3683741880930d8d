/** The remotes /api/shell-config offered; null until the shell set them (tests, and nothing hidden then). */
let enabled: ReadonlySet<string> | null = null;

/** Called once by the shell at start-up. */
export function setEnabledRemotes(names: readonly string[]): void {
  enabled = new Set(names);
}

/**
 * White-label: a deployment may leave out an area. The shell hides its navigation and routes; a remote hides its
 * buttons that open that area's dialog (`openRemoteDialog`), which could not work there.
 */
export function isRemoteEnabled(name: string): boolean {
  return enabled === null || enabled.has(name);
}
