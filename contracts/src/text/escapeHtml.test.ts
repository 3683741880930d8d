import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute, ampersands once', () => {
    expect(escapeHtml(`<a href="x">Huis & 'Co'</a> &amp;`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Huis &amp; &#39;Co&#39;&lt;/a&gt; &amp;amp;',
    );
  });
});
