import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plainTextToHtml';

describe('plainTextToHtml', () => {
  it('keeps paragraphs and line breaks and escapes markup, so a draft cannot inject HTML', () => {
    expect(plainTextToHtml('Beste Sofie,\n\nDe huur van <oktober> & november\nstaat open.\n\nGroeten')).toBe(
      '<p>Beste Sofie,</p><p>De huur van &lt;oktober&gt; &amp; november<br>staat open.</p><p>Groeten</p>',
    );
  });
});
