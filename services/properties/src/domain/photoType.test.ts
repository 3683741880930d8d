import { describe, expect, it } from 'vitest';
import { cleanPhotoFileName, sniffPhotoMimeType } from './photoType';

describe('sniffPhotoMimeType', () => {
  it('recognises JPEG, PNG and WebP by their bytes', () => {
    expect(sniffPhotoMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffPhotoMimeType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffPhotoMimeType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
  });

  it('refuses other content, such as a GIF or a renamed PDF', () => {
    expect(sniffPhotoMimeType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPhotoMimeType(Buffer.from('%PDF-1.4'))).toBeNull();
    expect(sniffPhotoMimeType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE', 'latin1'))).toBeNull();
  });

  it('keeps only the base name of an uploaded file', () => {
    expect(cleanPhotoFileName('C:\\fotos\\gevel.jpg')).toBe('gevel.jpg');
    expect(cleanPhotoFileName('')).toBe('photo');
  });
});
