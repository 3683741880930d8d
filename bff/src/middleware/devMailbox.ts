import type { Middleware } from 'koa';
import type { MessagingApi, SmsRecord } from '@immodesk/messaging/messagingApi';
import type { OutboxMailboxItem, OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import type { AppState } from '../http/appContext';
import { translate } from '../i18n/translate';

const LINK = /https?:\/\/[^\s<>"')]+/g;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The mail's plain text with every URL as a real link (escaped first, so mail content cannot inject markup). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMail(mail: OutboxMailboxItem, index: number, t: (key: string) => string): string {
  const headingId = `mail-${index}`;
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>${t('mailbox.to')}</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>${t('mailbox.created')}</dt><dd><time datetime="${mail.createdAt}">${mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>
<dt>${t('mailbox.status')}</dt><dd>${escapeHtml(t(`mailbox.statuses.${mail.status}`))}</dd>
</dl>
<div class="body">${linkify(mail.text)}</div>
</article></li>`;
}

function renderSms(sms: SmsRecord, index: number, t: (key: string) => string): string {
  const headingId = `sms-${index}`;
  return `<li><article aria-labelledby="${headingId}">
<h3 id="${headingId}">${t('mailbox.smsTo')} ${escapeHtml(sms.recipient)}</h3>
<dl>
<dt>${t('mailbox.created')}</dt><dd><time datetime="${sms.createdAt}">${sms.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>
</dl>
<div class="body">${linkify(sms.body)}</div>
</article></li>`;
}

/**
 * GET /dev/mailbox (never in production): the outbox as a plain, accessible page, newest first, with clickable
 * links, so a local user can verify an address or reset a password without any mail server.
 */
export function devMailbox(
  outbox: OutboxMailer,
  messaging: Pick<MessagingApi, 'listSentSms'>,
  productName: () => string,
): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== '/dev/mailbox' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const language = ctx.state.language;
    const t = (key: string) => escapeHtml(translate(language, key, { product: productName() }));
    const mails = await outbox.listForMailbox(200);
    // The texts of the local SMS double, for the same reason: read them here as on a phone.
    const texts = await messaging.listSentSms({ organizationId: 'dev', userId: 'dev' }, { limit: 50 });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('mailbox.title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:48rem;margin:0 auto}
ol{list-style:none;padding:0}
article{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.body{white-space:pre-wrap;overflow-wrap:anywhere}
a{color:#0b57d0}a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t('mailbox.title')}</h1>
<p>${t('mailbox.intro')}</p>
${mails.length === 0 ? `<p>${t('mailbox.empty')}</p>` : `<ol>${mails.map((mail, index) => renderMail(mail, index, t)).join('\n')}</ol>`}
<section aria-labelledby="texts">
<h2 id="texts">${t('mailbox.smsTitle')}</h2>
${texts.length === 0 ? `<p>${t('mailbox.smsEmpty')}</p>` : `<ol>${texts.map((sms, index) => renderSms(sms, index, t)).join('\n')}</ol>`}
</section>
</main>
</body>
</html>`;
  };
}
