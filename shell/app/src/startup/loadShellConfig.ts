import type { TGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import { apiGet, type ResponseSchema } from '@immodesk/sdk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Checked by hand rather than with the zod contract: every visitor loads this before the first paint, and
 * zod would add ~90 KB (gzip) to that. The contract stays the source of the type.
 */
const shellConfigShape: ResponseSchema<TGetShellConfigResponse> = {
  parse(data) {
    if (!isRecord(data) || !Array.isArray(data.remotes) || !isRecord(data.branding))
      throw new Error('Invalid /api/shell-config response');
    const remotesAreValid = data.remotes.every(
      (remote) =>
        isRecord(remote) &&
        typeof remote.name === 'string' &&
        typeof remote.entry === 'string' &&
        remote.entry.length > 0 &&
        typeof remote.version === 'string',
    );
    const { productName, logoUrl, colors, supportEmail } = data.branding;
    const brandingIsValid =
      typeof productName === 'string' &&
      (logoUrl === null || typeof logoUrl === 'string') &&
      isRecord(colors) &&
      Object.values(colors).every((value) => typeof value === 'string') &&
      typeof supportEmail === 'string';
    if (!remotesAreValid || !brandingIsValid) throw new Error('Invalid /api/shell-config response');
    return data as TGetShellConfigResponse;
  },
};

export function loadShellConfig(): Promise<TGetShellConfigResponse> {
  return apiGet('/api/shell-config', { schema: shellConfigShape });
}
