import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { isRemoteEnabled as isEnabledInSdk } from '@immodesk/sdk';

// The list lives in the sdk (one instance at run time), so the remotes read the same one.
export { setEnabledRemotes } from '@immodesk/sdk';

/** White-label: a deployment may leave out an area; its navigation entries and routes disappear with it. */
export function isRemoteEnabled(name: TRemoteName): boolean {
  return isEnabledInSdk(name);
}
