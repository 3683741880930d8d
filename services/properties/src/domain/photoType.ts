import type { PhotoMimeType } from './propertyPhoto';

const startsWith = (content: Buffer, signature: number[], offset = 0) =>
  content.length >= offset + signature.length &&
  signature.every((byte, index) => content[offset + index] === byte);

/** What the bytes say the image is (JPEG, PNG or WebP); null for anything else, whatever its name says. */
export function sniffPhotoMimeType(content: Buffer): PhotoMimeType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The file name as stored: no folders, no control characters, at most 255 characters. */
export function cleanPhotoFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-255) || 'photo';
}
