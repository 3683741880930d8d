import type { Language } from '@immodesk/platform/domain/language';
import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { Report } from '../domain/report';
import { REPORT_LABELS } from './reportLabels';

const MONEY = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const PERCENT = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STYLE = `
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #1f2933; margin: 0; }
  header { border-bottom: 2px solid #1f6feb; padding-bottom: 8px; margin-bottom: 16px; }
  h1 { font-size: 20pt; margin: 0 0 4px; }
  h2 { font-size: 13pt; margin: 20px 0 8px; }
  .muted { color: #52606d; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 5px 6px; border-bottom: 1px solid #d9e2ec; text-align: left; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tr.sub td { color: #52606d; font-size: 9.5pt; padding-left: 18px; }
`;

/** The report as one self-contained page (inline style, nothing fetched), every text escaped. */
export function renderReportHtml(
  report: Report,
  options: { language: Language; productName: string; today: string },
): string {
  const labels = REPORT_LABELS[options.language];
  const dates = new Intl.DateTimeFormat(labels.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const months = new Intl.DateTimeFormat(labels.dateLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const date = (value: string) => dates.format(new Date(`${value}T00:00:00Z`));
  const money = (cents: number) => MONEY.format(cents / 100);
  const percent = (value: number | null) =>
    value === null ? labels.notApplicable : `${PERCENT.format(value)} %`;
  const row = (label: string, value: string, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(value)}</td></tr>`;
  const { metrics } = report;

  const metricRows = [
    row(labels.metrics.receivedRent, money(metrics.receivedRentCents)),
    row(labels.metrics.receivedCosts, money(metrics.receivedCostsCents)),
    row(labels.metrics.feesAndProvisions, money(metrics.feesAndProvisionsCents)),
    row(labels.metrics.expenses, money(metrics.expensesCents)),
    row(labels.metrics.recoverableExpenses, money(metrics.recoverableExpensesCents), true),
    row(labels.metrics.netCashFlow, money(metrics.netCashFlowCents)),
    row(labels.metrics.theoreticalLoss, money(metrics.theoreticalLoss.totalCents)),
    row(labels.metrics.unpaid, money(metrics.theoreticalLoss.unpaidCents), true),
    row(labels.metrics.vacancy, money(metrics.theoreticalLoss.vacancyCents), true),
    row(labels.metrics.grossYield, percent(metrics.grossYieldPercent)),
    row(labels.metrics.actualYield, percent(metrics.actualYieldPercent)),
    row(labels.metrics.valueBase, money(metrics.valuedPropertiesValueCents), true),
    row(labels.metrics.occupancyRate, percent(metrics.occupancyRatePercent)),
    row(
      labels.metrics.rentIncreaseOpportunities(
        metrics.rentIncreaseOpportunities.indexableContracts,
        metrics.rentIncreaseOpportunities.activeContracts,
      ),
      percent(metrics.rentIncreaseOpportunities.percent),
    ),
  ].join('');
  const expenseRows = report.expensesByCategory
    .map((item) => row(labels.categories[item.category], money(item.amountCents)))
    .join('');
  const monthRows = report.monthly
    .map(
      (month) =>
        `<tr><td>${escapeHtml(months.format(new Date(`${month.month}-01T00:00:00Z`)))}</td><td class="amount">${escapeHtml(money(month.incomeCents))}</td>` +
        `<td class="amount">${escapeHtml(money(month.expensesCents))}</td><td class="amount">${escapeHtml(percent(month.occupancyRatePercent))}</td></tr>`,
    )
    .join('');
  const span = labels.span(
    date(report.from),
    date(report.to),
    report.through < report.to ? date(report.through) : null,
  );

  return (
    `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8"><title>${escapeHtml(`${labels.title} · ${labels.periods[report.period]}`)}</title><style>${STYLE}</style></head><body>
<header><div class="muted">${escapeHtml(options.productName)}</div><h1>${escapeHtml(labels.title)}: ${escapeHtml(labels.periods[report.period])}</h1>
<div>${escapeHtml(span)}</div><div class="muted">${escapeHtml(labels.generatedOn(date(options.today)))}</div></header>
<h2>${escapeHtml(labels.metricsHeading)}</h2><table>${metricRows}</table>
<h2>${escapeHtml(labels.expensesHeading)}</h2>${expenseRows ? `<table>${expenseRows}</table>` : `<p>${escapeHtml(labels.noExpenses)}</p>`}
<h2>${escapeHtml(labels.monthlyHeading)}</h2><table><thead><tr><th>${escapeHtml(labels.monthColumns.month)}</th><th class="amount">${escapeHtml(labels.monthColumns.income)}</th>` +
    `<th class="amount">${escapeHtml(labels.monthColumns.expenses)}</th><th class="amount">${escapeHtml(labels.monthColumns.occupancy)}</th></tr></thead><tbody>${monthRows}</tbody></table>
</body></html>`
  );
}
