import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Highcharts from 'highcharts/esm/highcharts.js';
import 'highcharts/esm/modules/accessibility.js';
import { chartOptions, type ChartSpec } from '../utils/chartOptions';
import { highchartsLang } from '../utils/highchartsLang';
import { isMotionReduced } from '../utils/isMotionReduced';
import styles from './ReportChart.module.css';

// Expenses next to income: an amber that stays apart from the primary colours of the themes.
const SECOND_SERIES_COLOR = '#c2410c';

/** Highcharts with its accessibility module; this module is the only one importing it, and it loads lazily. */
export default function HighchartsChart({ spec }: { spec: ChartSpec }) {
  const { t, i18n } = useTranslation('finance');
  const target = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  useEffect(() => {
    if (!target.current) return undefined;
    Highcharts.setOptions({ lang: highchartsLang(t, language) });
    const primary = getComputedStyle(target.current).getPropertyValue('--color-primary').trim();
    const colors = primary ? [primary, SECOND_SERIES_COLOR] : undefined;
    const chart = Highcharts.chart(
      target.current,
      chartOptions(spec, { language, isAnimated: !isMotionReduced(), colors }),
    );
    return () => chart.destroy();
  }, [spec, language, t]);
  return <div ref={target} className={styles.chart} data-testid="report-chart" />;
}
