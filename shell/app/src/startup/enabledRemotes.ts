import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';

/** The remotes /api/shell-config offered; null until it answered (tests, and nothing hidden then). */
let enabled: ReadonlySet<string> | null = null;

export function setEnabledRemotes(names: readonly string[]): void {
  enabled = new Set(names);
}

/** White-label: a deployment may leave out an area; its navigation entries and routes disappear with it. */
export function isRemoteEnabled(name: TRemoteName): boolean {
  return enabled === null || enabled.has(name);
}
