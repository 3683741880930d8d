import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LogMailTransport } from './LogMailTransport';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

const mail = {
  to: 'an@example.be',
  subject: 'Reset',
  text: 'Open https://app.example.be/reset-password?token=live-token-123',
  html: '<p>x</p>',
  kind: 'reset_password',
  secrets: ['live-token-123'],
};

describe('the log mail driver', () => {
  it('prints the links in development, where the log and /dev/mailbox are the mailbox', async () => {
    const { logger, lines } = capturingLogger();
    const transport = new LogMailTransport(logger, { isProduction: false });
    await transport.deliver(mail);
    expect(lines.join('')).toContain('token=live-token-123');
    expect(transport.isOutboxTheMailbox).toBe(true);
  });

  it('never prints a link with a token in production', async () => {
    const { logger, lines } = capturingLogger();
    const transport = new LogMailTransport(logger, { isProduction: true });
    await transport.deliver(mail);
    expect(lines.join('')).toContain('an@example.be');
    expect(lines.join('')).not.toContain('live-token-123');
    expect(transport.isOutboxTheMailbox).toBe(false);
  });

  it('acts out a bounce for an address at bounce.test and a complaint at complaint.test, copies included', async () => {
    const transport = new LogMailTransport(capturingLogger().logger);
    expect(
      await transport.deliver({
        ...mail,
        to: 'Gone@Bounce.test',
        cc: ['fine@example.be', 'angry@complaint.test'],
        bcc: ['hidden@bounce.test'],
      }),
    ).toEqual({ bounced: ['Gone@Bounce.test', 'hidden@bounce.test'], complained: ['angry@complaint.test'] });
    expect(await transport.deliver(mail)).toEqual({ bounced: [], complained: [] });
  });
});
