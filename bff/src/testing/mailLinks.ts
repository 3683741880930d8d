import request from 'supertest';
import type { TestApp } from './createTestApp';

type OutboxItem = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

/** The mails sent to one address, newest first, as a client of GET /api/dev/outbox sees them. */
export async function mailsTo(testApp: TestApp, address: string): Promise<OutboxItem[]> {
  const response = await request(testApp.callback).get('/api/dev/outbox');
  return (response.body as { items: OutboxItem[] }).items.filter((item) => item.to === address);
}

/** The `token` query parameter of a link to `path` in the mails to an address (newest first). */
export async function tokenFromLatestMail(testApp: TestApp, address: string, path: string): Promise<string> {
  const links = (await mailsTo(testApp, address)).flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No ${path} link in the latest mail to ${address}`);
  return token;
}
