import { describe, expect, it } from 'vitest';
import { isBlankMessageHtml, messageHtmlToText, sanitizeMessageHtml } from './messageHtml';

describe('message html', () => {
  it("keeps the editor's bold, italic, underline, lists, paragraphs and breaks", () => {
    const html =
      '<p><strong>Beste</strong> <em>huurder</em>, <u>let op</u>:<br /></p><ul><li>water</li></ul><ol><li>gas</li></ol><p><b>b</b><i>i</i></p>';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('drops scripts with their content, event attributes and styles', () => {
    const html =
      '<p onclick="steal()">Hallo<script>alert(1)</script></p><img src="x" onerror="alert(2)"><style>p{}</style><div style="color:red">tekst</div>';
    expect(sanitizeMessageHtml(html)).toBe('<p>Hallo</p>tekst');
  });

  it('keeps http, https and mailto links and removes javascript: and data: targets', () => {
    expect(sanitizeMessageHtml('<a href="https://www.vlaanderen.be/huren" onmouseover="x()">info</a>')).toBe(
      '<a href="https://www.vlaanderen.be/huren" rel="noopener noreferrer">info</a>',
    );
    expect(sanitizeMessageHtml('<a href="mailto:jan@example.be">mail</a>')).toContain(
      'href="mailto:jan@example.be"',
    );
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">klik</a>')).not.toContain('javascript');
    expect(sanitizeMessageHtml('<a href="JaVaScRiPt:alert(1)">klik</a>')).not.toContain('alert');
    expect(sanitizeMessageHtml('<a href="data:text/html,x">klik</a>')).not.toContain('data:');
  });

  it('writes the text part with list items on their own line and links spelled out', () => {
    expect(
      messageHtmlToText(
        '<p>Beste Marie,</p><ul><li>huur &amp; kosten</li><li>water</li></ul><p>Zie <a href="https://example.be">de site</a></p>',
      ),
    ).toBe('Beste Marie,\n\n- huur & kosten\n- water\n\nZie de site (https://example.be)');
  });

  it('sees a body without words as blank', () => {
    expect(isBlankMessageHtml('<p><br></p><p> </p>')).toBe(true);
    expect(isBlankMessageHtml('<p>ok</p>')).toBe(false);
  });
});
