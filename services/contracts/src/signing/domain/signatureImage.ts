import type { SignatureImageType } from './signing';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** What the bytes say the signature image is (never the file name): PNG or JPEG, null for anything else. */
export function sniffSignatureImage(head: Buffer): SignatureImageType | null {
  const startsWith = (signature: number[]) =>
    head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
  if (startsWith(PNG)) return 'image/png';
  if (startsWith(JPEG)) return 'image/jpeg';
  return null;
}
