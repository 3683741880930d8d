/** "1.150,50", "1150.5", "€ 950" → cents; empty → null; anything else → undefined (invalid). */
export function parseEuroToCents(text: string): number | null | undefined {
  const trimmed = text.replace(/[€\s]/g, '');
  if (!trimmed) return null;
  // Belgian notation: dots group thousands, a comma separates the cents; a lone dot with 1–2 decimals is a decimal point.
  const normalised =
    /,\d{1,2}$/.test(trimmed) || !/\.\d{1,2}$/.test(trimmed)
      ? trimmed.replace(/\./g, '').replace(',', '.')
      : trimmed.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Math.round(Number(normalised) * 100);
}

/** Cents as the form shows them: "1150,50" (no grouping, so editing stays simple). */
export function centsToEuroText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}
