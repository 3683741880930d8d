import { generate } from 'otplib';

const used = new Set<string>();

/**
 * A TOTP code for `secret` that this run has not sent yet. A server may refuse a code it has already accepted
 * (replay), so when the current 30-second window's code was used, wait for the next window.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const deadline = Date.now() + 35_000;
  for (;;) {
    const code = await generate({ secret });
    if (!used.has(`${secret}:${code}`)) {
      used.add(`${secret}:${code}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error('No new TOTP code within 35 s');
    await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
  }
}
