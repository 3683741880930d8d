import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '@immodesk/platform/errors';

const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A brand image (a logo) from the folder of the BRANDING_CONFIG file: an SVG, PNG or WebP that exists, else `not_found`. */
export function openBrandingAsset(assetsDir: string, fileName: string): { type: string; stream: Readable } {
  const type = ASSET_TYPES[path.extname(fileName).toLowerCase()];
  const file = path.join(assetsDir, fileName);
  if (!type || !fs.existsSync(file)) throw new AppError('not_found');
  return { type, stream: fs.createReadStream(file) };
}
