const percentFormat = new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 2 });

/** A percentage (87.5, not 0.875) → "87,5%" (nl-BE), to the two decimals the server rounds to. */
export function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}
