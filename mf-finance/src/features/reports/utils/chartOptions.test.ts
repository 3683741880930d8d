import { describe, expect, it } from 'vitest';
import type { SeriesColumnOptions } from 'highcharts';
import { chartOptions, formatChartValue } from './chartOptions';

const spec = {
  description: 'Income per month',
  months: ['2026-02', '2026-03'],
  valueKind: 'cents' as const,
  series: [{ name: 'Income', values: [185000, null], kind: 'column' as const }],
};

describe('chartOptions', () => {
  it('writes months in the language and amounts in nl-BE euros, a missing month as a gap', () => {
    const options = chartOptions(spec, { language: 'nl', isAnimated: true });
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['februari 2026', 'maart 2026']);
    const [series] = options.series as SeriesColumnOptions[];
    expect(series!.data).toEqual([
      { y: 185000, custom: { text: formatChartValue(185000, 'cents') } },
      { y: null, custom: { text: '' } },
    ]);
    expect(formatChartValue(185000, 'cents')).toMatch(/^€\s1\.850,00$/);
    expect(formatChartValue(87.5, 'percent')).toBe('87,5%');
  });

  it('turns the accessibility module on with the description, and animation off when asked', () => {
    const options = chartOptions(spec, { language: 'fr', isAnimated: false });
    expect(options.accessibility?.enabled).toBe(true);
    expect(options.accessibility?.description).toBe('Income per month');
    expect(options.chart?.animation).toBe(false);
    expect(options.plotOptions?.series?.animation).toBe(false);
    expect((options.xAxis as { categories: string[] }).categories[0]).toBe('février 2026');
    expect(options.legend?.enabled).toBe(false);
  });
});
