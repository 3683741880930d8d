import type { LangOptions } from 'highcharts';
import type { TFunction } from 'i18next';

const LOCALES: Record<string, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** Highcharts' own words in the user's language (our catalogs), and nl-BE style numbers whatever the language. */
export function highchartsLang(t: TFunction, language: string): LangOptions {
  return {
    locale: LOCALES[language] ?? 'nl-BE',
    decimalPoint: ',',
    thousandsSep: '.',
    loading: t('reports.chart.loading'),
    noData: t('reports.chart.noData'),
    resetZoom: t('reports.chart.resetZoom'),
    accessibility: {
      chartContainerLabel: t('reports.chart.a11y.container'),
      defaultChartTitle: t('reports.chart.a11y.defaultTitle'),
      svgContainerLabel: t('reports.chart.a11y.svgContainer'),
      graphicContainerLabel: t('reports.chart.a11y.svgContainer'),
      legend: { legendLabel: t('reports.chart.a11y.legend'), legendItem: t('reports.chart.a11y.legendItem') },
      screenReaderSection: { beforeRegionLabel: '', endOfChartMarker: t('reports.chart.a11y.end') },
      chartTypes: {
        columnMultiple: t('reports.chart.a11y.columnMultiple'),
        columnSingle: t('reports.chart.a11y.columnSingle'),
        lineSingle: t('reports.chart.a11y.lineSingle'),
        combinationChart: t('reports.chart.a11y.combination'),
      },
    },
  };
}
