/**
 * The theme colours a brand may override (CSS variables of shell/ui-kit/src/theme.css without `--`), with the
 * theme's own values: a brand that overrides only some of them is checked for contrast against the rest.
 */
export const BRAND_COLOR_DEFAULTS = {
  'color-primary': '#0f766e',
  'color-primary-hover': '#115e59',
  'color-primary-contrast': '#ffffff',
  'color-primary-soft': '#ccfbf1',
  'color-focus': '#2563eb',
  'color-text': '#1f2937',
  'color-text-muted': '#4b5563',
  'color-background': '#f8fafc',
  'color-surface': '#ffffff',
  'color-surface-muted': '#f1f5f9',
  'color-border': '#cbd5e1',
  'color-border-strong': '#64748b',
} as const;

export type TBrandColorName = keyof typeof BRAND_COLOR_DEFAULTS;
export const BRAND_COLOR_NAMES = Object.keys(BRAND_COLOR_DEFAULTS) as TBrandColorName[];

/** Text colour on background colour pairs the layout uses; each must reach WCAG AA (4.5:1). */
export const BRAND_CONTRAST_PAIRS: [foreground: TBrandColorName, background: TBrandColorName][] = [
  ['color-text', 'color-background'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-muted'],
  ['color-text', 'color-primary-soft'],
  ['color-text-muted', 'color-surface'],
  ['color-primary-contrast', 'color-primary'],
  ['color-primary-contrast', 'color-primary-hover'],
  ['color-primary-hover', 'color-surface'],
];

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((value >> 16) & 0xff) +
    0.7152 * channel((value >> 8) & 0xff) +
    0.0722 * channel(value & 0xff)
  );
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs below 4.5:1 once `colors` is laid over the theme, e.g. `['color-text/color-surface']`. */
export function insufficientContrasts(colors: Partial<Record<TBrandColorName, string>>): string[] {
  const effective = { ...BRAND_COLOR_DEFAULTS, ...colors };
  return BRAND_CONTRAST_PAIRS.filter(
    ([foreground, background]) => contrastRatio(effective[foreground], effective[background]) < 4.5,
  ).map(([foreground, background]) => `${foreground}/${background}`);
}
