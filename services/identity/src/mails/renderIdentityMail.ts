import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { IDENTITY_MAILS, type IdentityMailKind } from './identityMailCatalog';

/** Where mails get the product name (branding, read per mail so a brand change needs no restart) and link base. */
export type MailBrand = { productName(): string; publicUrl: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function fill(template: string, values: Record<string, string>): string {
  return interpolate(template, values);
}

/** HTML-escaped text in which the (already absolute) URLs become links. */
function fillHtml(template: string, values: Record<string, string>): string {
  return interpolate(escapeHtml(template), values, (value) =>
    /^https?:\/\//.test(value)
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value),
  );
}

/** An absolute link into the app, e.g. `absoluteUrl(brand, '/verify-email', { token })`. */
export function absoluteUrl(brand: MailBrand, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, brand.publicUrl.endsWith('/') ? brand.publicUrl : `${brand.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The query values of the mail's links (tokens): the outbox redacts them once the mail is delivered. */
function linkSecrets(links: string[]): string[] {
  return links.flatMap((link) => {
    if (!/^https?:\/\//.test(link)) return [];
    return [...new URL(link).searchParams.values()];
  });
}

/**
 * One identity mail in the recipient's language: text and HTML with the same content and absolute links.
 * The first name is the user's own typing, so it is rendered so that no mail client turns it into a link. Every
 * query value of a link is marked secret (tokens); `secrets` adds others, such as a one-time code in `values`.
 */
export function renderIdentityMail(
  brand: MailBrand,
  kind: IdentityMailKind,
  input: {
    to: string;
    language: Language;
    firstName: string;
    link: string;
    values?: Record<string, string>;
    secrets?: string[];
  },
): OutgoingMail {
  const copy = IDENTITY_MAILS[input.language][kind];
  const values = {
    product: brand.productName(),
    firstName: unlinkable(input.firstName),
    link: input.link,
    ...input.values,
  };
  const text = [
    fill(copy.greeting, values),
    ...copy.paragraphs.map((p) => fill(p, values)),
    `${fill(copy.action, values)}: ${input.link}`,
    fill(copy.footer, values),
    `— ${values.product}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p>${fillHtml(copy.greeting, values)}</p>`,
    ...copy.paragraphs.map((p) => `<p>${fillHtml(p, values)}</p>`),
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:.6em 1.2em;background:#0b57d0;color:#fff;border-radius:.4em;text-decoration:none">${escapeHtml(fill(copy.action, values))}</a></p>`,
    `<p style="font-size:.9em">${escapeHtml(input.link)}</p>`,
    `<p style="font-size:.9em;color:#555">${fillHtml(copy.footer, values)}</p>`,
    `<p>— ${escapeHtml(values.product)}</p></body></html>`,
  ].join('\n');
  const secrets = [
    ...linkSecrets([input.link, ...Object.values(input.values ?? {})]),
    ...(input.secrets ?? []),
  ];
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text,
    html,
    language: input.language,
    kind,
    secrets,
  };
}
