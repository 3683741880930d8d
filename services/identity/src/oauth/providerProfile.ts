/** What Immodesk learns about a person from a provider, whatever protocol it speaks. */
export type ProviderProfile = {
  /** The provider's stable, never reassigned user id (`sub`). */
  subject: string;
  email: string | null;
  /** True only when the provider itself says it has verified the address. */
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** Splits a display name into first and last name: "Anna De Smet" → "Anna", "De Smet". */
export function splitDisplayName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

/** OIDC says `email_verified` is a boolean; Apple sends the string "true". */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
