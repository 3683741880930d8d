import { z } from 'zod';
import { REMOTE_NAMES } from '../common/remoteNames';

export { REMOTE_NAMES, type TRemoteName } from '../common/remoteNames';
export const ZRemoteName = z.enum(REMOTE_NAMES);

export const ZRemoteDescriptor = z.object({
  name: ZRemoteName,
  /** Absolute or root-relative URL of the remote's mf-manifest.json. */
  entry: z.string().min(1),
  version: z.string().min(1),
});
export type TRemoteDescriptor = z.infer<typeof ZRemoteDescriptor>;

export const ZBranding = z.object({
  productName: z.string().min(1),
  logoUrl: z.string().nullable(),
  /** CSS custom properties without the leading `--`, e.g. `{ "color-primary": "#0f766e" }`. */
  colors: z.record(z.string(), z.string()),
  supportEmail: z.string().email(),
});
export type TBranding = z.infer<typeof ZBranding>;

/** Maps (property location): an XYZ tile URL template, or null for a marker on a plain background. */
export const ZMapSettings = z.object({ tileUrl: z.string().nullable() });
export type TMapSettings = z.infer<typeof ZMapSettings>;

export const ZGetShellConfigResponse = z.object({
  remotes: z.array(ZRemoteDescriptor),
  branding: ZBranding,
  map: ZMapSettings.optional(),
});
export type TGetShellConfigResponse = z.infer<typeof ZGetShellConfigResponse>;
