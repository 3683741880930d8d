import { describe, expect, it } from 'vitest';
import { messagePreview, PREVIEW_LENGTH } from './messagePreview';

describe('messagePreview', () => {
  it('keeps a short message on one line', () => {
    expect(messagePreview('Welke huurders\n  zijn te laat?')).toBe('Welke huurders zijn te laat?');
  });

  it('cuts a long message at a word and marks the cut', () => {
    const preview = messagePreview('huur '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(preview.endsWith('huur…')).toBe(true);
  });
});
