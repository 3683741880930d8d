/** What a redacted token reads as in a stored mail. */
export const REDACTED = '[redacted]';

/** Shorter values could be ordinary words or numbers of the mail; a token or code is at least this long. */
export const MIN_SECRET_LENGTH = 6;

function htmlEscaped(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The secrets worth remembering for redaction: distinct, long enough, longest first (one may contain another). */
export function redactableSecrets(secrets: readonly string[] | undefined): string[] {
  return [...new Set((secrets ?? []).filter((secret) => secret.length >= MIN_SECRET_LENGTH))].sort(
    (a, b) => b.length - a.length,
  );
}

/** The text with every secret replaced, also in its URL-encoded and HTML-escaped forms. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of redactableSecrets(secrets)) {
    for (const form of new Set([secret, encodeURIComponent(secret), htmlEscaped(secret)]))
      redacted = redacted.split(form).join(REDACTED);
  }
  return redacted;
}
