import type { ChartSpec } from '../utils/chartOptions';
import { LazyChart } from './LazyChart';
import styles from './ReportChart.module.css';

export type ReportChartProps = { title: string; spec: ChartSpec };

/** A chart of the statistics with its heading. */
export function ReportChart({ title, spec }: ReportChartProps) {
  return (
    <section className={styles.figure} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <LazyChart spec={spec} />
    </section>
  );
}
