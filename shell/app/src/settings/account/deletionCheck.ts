/** SPEC §5: the typed e-mail must equal the account e-mail (case and surrounding spaces do not count). */
export function isDeletionEmailCorrect(typed: string, accountEmail: string): boolean {
  const normalized = typed.trim().toLowerCase();
  return normalized.length > 0 && normalized === accountEmail.trim().toLowerCase();
}
