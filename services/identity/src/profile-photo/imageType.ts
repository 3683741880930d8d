import type { ProfilePhotoMimeType } from '../domain/profilePhoto';

const startsWith = (content: Buffer, signature: number[], offset = 0) =>
  content.length >= offset + signature.length &&
  signature.every((byte, index) => content[offset + index] === byte);

/**
 * What the bytes say the image is, by its magic number: JPEG, PNG or WebP; null for anything else. The file's
 * name and the browser's declared type are never trusted, so an HTML page renamed to `.png` is refused.
 */
export function detectImageType(content: Buffer): ProfilePhotoMimeType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The file extension used for the photo inside the data export. */
export function imageExtension(mimeType: string): string {
  if (mimeType === 'image/png') return 'png';
  if (mimeType === 'image/webp') return 'webp';
  return 'jpg';
}
