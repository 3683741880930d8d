import sanitizeHtml from 'sanitize-html';

/**
 * What a message body may contain: the editor's bold, italic, underline, lists, paragraphs and line breaks, and
 * links to web pages or mail addresses. Everything else is dropped (scripts and styles with their content), so
 * no `<script>`, event attribute or `javascript:` link reaches a recipient.
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  // `rel` comes from the transform below.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, MESSAGE_HTML).trim();
}

/** The plain-text part of the mail: the same words, list items on their own line, links written out. */
export function messageHtmlToText(html: string): string {
  const withBreaks = html
    .replace(/<a\s+href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      label === href ? href : `${label} (${href})`,
    )
    .replace(/<li>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol)>/gi, '\n\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** True when the body has no words left (only empty paragraphs or markup). */
export function isBlankMessageHtml(html: string): boolean {
  return messageHtmlToText(html).trim() === '';
}
