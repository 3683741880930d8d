/** 1536 → "1,5 kB" in the interface language, through Intl (kilobyte and megabyte, decimal). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1000) return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
  const isMegabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(isMegabytes ? bytes / 1_000_000 : bytes / 1000);
}
