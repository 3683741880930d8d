import { expect, type APIRequestContext } from '@playwright/test';

type OutboxMail = { to: string | string[]; subject: string; text: string; html: string };

function isFor(mail: OutboxMail, address: string): boolean {
  const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
  return recipients.some((recipient) => recipient.toLowerCase().includes(address.toLowerCase()));
}

/**
 * The newest link to `path` (e.g. `/verify-email`) in a mail to `address`, from the development outbox
 * (`GET /api/dev/outbox`, newest first). Polls, because mail goes out through a queue.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/-]/g, '\\$&')}\\?token=[^\\s"'<>]+`);
  return matchFromOutbox(request, baseURL, address, pattern, `a mail to ${address} with a ${path} link`);
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** The first match of `pattern` in the newest mail to `address` that has one (GET /api/dev/outbox, polled). */
export async function matchFromOutbox(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  pattern: RegExp,
  description?: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${baseURL}/api/dev/outbox`);
        if (!response.ok()) return undefined;
        const { items } = (await response.json()) as { items: OutboxMail[] };
        found = items
          .filter((mail) => isFor(mail, address))
          .map((mail) => pattern.exec(mail.text)?.[0])
          .find(Boolean);
        return found;
      },
      { message: description ?? `a mail to ${address} matching ${pattern}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}
