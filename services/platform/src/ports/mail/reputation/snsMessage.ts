import crypto from 'node:crypto';
import { z } from 'zod';

/** An Amazon SNS message as POSTed to an HTTP(S) subscription (its body is JSON, sent as text/plain). */
export const ZSnsMessage = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(100),
  TopicArn: z.string().min(1).max(300),
  Message: z.string().max(256 * 1024),
  Timestamp: z.string().min(1).max(40),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1).max(2048),
  SigningCertURL: z.string().min(1).max(500),
  Subject: z.string().max(200).optional(),
  SubscribeURL: z.string().max(2000).optional(),
  Token: z.string().max(2000).optional(),
});
export type SnsMessage = z.infer<typeof ZSnsMessage>;

/**
 * The fields SNS signs, in its order, for each message type (Amazon SNS Developer Guide, "Verifying the signatures
 * of Amazon SNS messages"): `<name>\n<value>\n` for each present field.
 */
const SIGNED_FIELDS: Record<SnsMessage['Type'], (keyof SnsMessage)[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

export function stringToSign(message: SnsMessage): string {
  return SIGNED_FIELDS[message.Type]
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join('');
}

/** SNS's own hosts (`sns.<region>.amazonaws.com`, `.com.cn` in China): the only places a certificate or a subscription link may point to. */
export function isSnsUrl(value: string, pathPattern: RegExp): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(url.hostname) &&
    pathPattern.test(url.pathname)
  );
}

/** Reads a PEM certificate from SNS's host (HTTPS). */
export type CertificateFetcher = (url: string) => Promise<string>;

export type SnsVerifier = { verify(message: SnsMessage): Promise<boolean> };

/**
 * Checks an SNS message as AWS asks: the topic is ours, the certificate comes over HTTPS from an SNS host, and
 * the RSA signature (SHA1 for version 1, SHA256 for version 2) over the signed fields holds with its public key.
 * Certificates are kept by URL (SNS rotates them rarely).
 */
export function snsVerifier(options: {
  topicArn: string;
  fetchCertificate: CertificateFetcher;
}): SnsVerifier {
  const certificates = new Map<string, Promise<crypto.X509Certificate>>();

  function certificate(url: string): Promise<crypto.X509Certificate> {
    let pending = certificates.get(url);
    if (!pending) {
      pending = options.fetchCertificate(url).then((pem) => new crypto.X509Certificate(pem));
      pending.catch(() => certificates.delete(url));
      certificates.set(url, pending);
    }
    return pending;
  }

  return {
    async verify(message) {
      if (message.TopicArn !== options.topicArn) return false;
      if (!isSnsUrl(message.SigningCertURL, /^\/[A-Za-z0-9._-]+\.pem$/)) return false;
      try {
        const { publicKey } = await certificate(message.SigningCertURL);
        return crypto.verify(
          message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256',
          Buffer.from(stringToSign(message), 'utf8'),
          publicKey,
          Buffer.from(message.Signature, 'base64'),
        );
      } catch {
        return false;
      }
    },
  };
}

/** Production: the certificate over HTTPS, within 5 seconds, at most 16 kB. */
export const fetchCertificateOverHttps: CertificateFetcher = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!response.ok) throw new Error(`certificate ${url}: HTTP ${response.status}`);
  const pem = await response.text();
  if (pem.length > 16 * 1024) throw new Error(`certificate ${url}: too large`);
  return pem;
};
