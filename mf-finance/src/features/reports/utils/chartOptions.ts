import type { Options, SeriesOptionsType } from 'highcharts';
import { formatCents, formatPercent, formatRentPeriod } from '@immodesk/sdk';

export type ChartValueKind = 'cents' | 'percent';

/** `null`: no value that month (a gap in the line, not a zero). */
export type ChartSeries = { name: string; values: readonly (number | null)[]; kind: 'column' | 'line' };

export type ChartSpec = {
  /** What the chart shows, for screen readers (the accessibility module's description). */
  description: string;
  /** Months as `YYYY-MM`, one per point. */
  months: readonly string[];
  series: readonly ChartSeries[];
  valueKind: ChartValueKind;
};

/** `colors`: the series colours in order (the first is the theme's primary colour, so a white label carries over). */
export type ChartEnvironment = { language: string; isAnimated: boolean; colors?: string[] };

/** Axis labels, tooltips and the accessible point descriptions write a value the way the rest of the product does. */
export function formatChartValue(value: number, kind: ChartValueKind): string {
  return kind === 'cents' ? formatCents(Math.round(value)) : formatPercent(value);
}

/**
 * The Highcharts options of one statistics chart: months on the x axis (written in the user's language), amounts
 * in nl-BE euros or percentages, no animation when the browser is driven by a test or the user asks for less motion.
 */
export function chartOptions(spec: ChartSpec, { language, isAnimated, colors }: ChartEnvironment): Options {
  const categories = spec.months.map((month) => formatRentPeriod(month, language));
  const series = spec.series.map((item): SeriesOptionsType => ({
    type: item.kind,
    name: item.name,
    data: item.values.map((value) => ({
      y: value,
      custom: { text: value === null ? '' : formatChartValue(value, spec.valueKind) },
    })),
  }));
  return {
    ...(colors ? { colors } : {}),
    chart: { animation: isAnimated, style: { fontFamily: 'inherit' }, spacing: [8, 4, 8, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: {
      enabled: true,
      description: spec.description,
      point: { valueDescriptionFormat: '{xDescription}, {point.series.name}: {point.custom.text}' },
    },
    xAxis: { categories },
    yAxis: {
      title: { text: undefined },
      min: 0,
      ...(spec.valueKind === 'percent' ? { max: 100 } : {}),
      labels: { formatter: ({ value }) => formatChartValue(Number(value), spec.valueKind) },
    },
    tooltip: {
      formatter() {
        return `${String(this.category ?? this.x)}<br/>${this.series.name}: <b>${formatChartValue(Number(this.y), spec.valueKind)}</b>`;
      },
    },
    legend: { enabled: spec.series.length > 1 },
    plotOptions: { series: { animation: isAnimated } },
    series,
  };
}
