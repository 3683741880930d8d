import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageType';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP from their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')])),
    ).toBe('image/webp');
  });

  it('refuses other content, including a RIFF file that is not WebP and text', () => {
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WAVEfmt ')])),
    ).toBeNull();
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
