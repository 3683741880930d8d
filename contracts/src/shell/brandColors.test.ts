import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_DEFAULTS, contrastRatio, insufficientContrasts } from './brandColors';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('brand colours', () => {
  it('match the theme the shell ships, so a partial brand is checked against what users see', () => {
    const theme = fs.readFileSync(path.join(repositoryRoot, 'shell/ui-kit/src/theme.css'), 'utf8');
    for (const [name, value] of Object.entries(BRAND_COLOR_DEFAULTS))
      expect(theme).toContain(`--${name}: ${value};`);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('names the pairs that fall below AA', () => {
    expect(insufficientContrasts({})).toEqual([]);
    expect(insufficientContrasts({ 'color-primary': '#fde047' })).toEqual([
      'color-primary-contrast/color-primary',
    ]);
  });

  it('passes AA for every example brand in infra/branding', () => {
    const brandingDir = path.join(repositoryRoot, 'infra/branding');
    const files = [
      path.join(brandingDir, 'default.json'),
      ...fs
        .readdirSync(brandingDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(brandingDir, entry.name, 'brand.json')),
    ];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const brand = JSON.parse(fs.readFileSync(file, 'utf8')) as { colors: Record<string, string> };
      expect(insufficientContrasts(brand.colors), file).toEqual([]);
    }
  });
});
