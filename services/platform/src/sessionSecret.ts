/** 32 random bytes are 43 characters in base64 (64 in hex); anything shorter cannot hold them. */
export const MIN_SESSION_SECRET_LENGTH = 43;

/**
 * Values that are public (our development default, examples in README.md and infra/): a deployment that copied
 * one signs its sessions with a key everybody knows.
 */
const PUBLISHED_SECRETS = new Set([
  'immodesk-development-secret-not-for-production',
  'change-me-to-a-long-random-string',
  'change-me',
  'changeme',
  'secret',
]);

/** Bits per character of the secret's own character distribution (Shannon); a random base64 secret has ~5. */
function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** A run of 8 characters that occurs twice: a pattern or a value pasted twice, never random output. */
function hasRepeatedRun(value: string): boolean {
  const seen = new Set<string>();
  for (let index = 0; index + 8 <= value.length; index += 1) {
    const run = value.slice(index, index + 8);
    if (seen.has(run)) return true;
    seen.add(run);
  }
  return false;
}

/** Why a SESSION_SECRET cannot be used in production, or null when it looks like 32+ random bytes. */
export function sessionSecretProblem(secret: string | undefined): string | null {
  const advice = 'Generate one with `openssl rand -base64 32`.';
  if (!secret) return `SESSION_SECRET is required in production (at least 32 random bytes). ${advice}`;
  if (
    PUBLISHED_SECRETS.has(secret.trim().toLowerCase()) ||
    /change[-_ ]?me|example|immodesk-development/i.test(secret)
  ) {
    return `SESSION_SECRET is a published example or development value; anyone could forge sessions with it. ${advice}`;
  }
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    return `SESSION_SECRET is too short (${secret.length} characters): it needs at least 32 random bytes, ${MIN_SESSION_SECRET_LENGTH} characters in base64. ${advice}`;
  }
  if (bitsPerCharacter(secret) < 3.5 || hasRepeatedRun(secret)) {
    return `SESSION_SECRET does not look random (repeated characters or patterns). ${advice}`;
  }
  return null;
}
