import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetReportResponse, TReportMetrics } from '@immodesk/contracts/reports/getReport.contract';
import { renderRemotePage, setUpRemoteTests, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ReportsPage } from './ReportsPage';

// Highcharts draws SVG that jsdom cannot measure; what the page decides (periods, figures, plan) is tested here.
vi.mock('./HighchartsChart', () => ({
  default: ({ spec }: { spec: { description: string } }) => <p>{spec.description}</p>,
}));

function metrics(overrides: Partial<TReportMetrics>): TReportMetrics {
  return {
    receivedRentCents: 185000,
    receivedCostsCents: 15000,
    feesAndProvisionsCents: 12000,
    expensesCents: 42000,
    recoverableExpensesCents: 8000,
    netCashFlowCents: 158000,
    theoreticalLoss: { unpaidCents: 30000, vacancyCents: 45000, totalCents: 75000 },
    grossYieldPercent: 4.85,
    actualYieldPercent: 3.2,
    valuedPropertiesValueCents: 45000000,
    occupancyRatePercent: 87.5,
    rentIncreaseOpportunities: { indexableContracts: 1, activeContracts: 4, percent: 25 },
    ...overrides,
  };
}

function report(
  period: TGetReportResponse['period'],
  overrides: Partial<TReportMetrics> = {},
): TGetReportResponse {
  return {
    period,
    from: period === 'last_month' ? '2026-02-01' : '2026-03-01',
    to: period === 'last_month' ? '2026-02-28' : '2026-03-31',
    through: period === 'last_month' ? '2026-02-28' : '2026-03-15',
    metrics: metrics(overrides),
    expensesByCategory: [],
    monthly: [{ month: '2026-03', incomeCents: 200000, expensesCents: 42000, occupancyRatePercent: 87.5 }],
  };
}

const PROFESSIONAL = { planType: 'professional', status: 'active' };

function answer(plan: { planType: string; status: string } = PROFESSIONAL) {
  return (url: URL) => {
    if (url.pathname === '/api/user/plan') return { body: plan };
    if (url.pathname === '/api/reports' && url.searchParams.get('period') === 'last_month')
      return { body: report('last_month', { receivedRentCents: 277500 }) };
    return { body: report('current_month') };
  };
}

setUpRemoteTests('finance', en);
afterEach(() => vi.unstubAllGlobals());

const value = (key: string) =>
  within(screen.getByTestId(`metric-${key}`)).getByTestId('metric-value').textContent;

describe('ReportsPage', () => {
  it('shows every metric of the period with its definition, and the charts', async () => {
    stubFetch(answer());
    await renderRemotePage(<ReportsPage />, '/reports');
    expect(screen.getByRole('heading', { level: 1, name: en.reports.title })).toBeDefined();
    await screen.findByTestId('report-content');
    expect(value('receivedRent')).toMatch(/^€\s1\.850,00$/);
    expect(value('netCashFlow')).toMatch(/^€\s1\.580,00$/);
    expect(value('grossYield')).toBe('4,85%');
    expect(value('occupancyRate')).toBe('87,5%');
    expect(value('rentIncreaseOpportunities')).toBe('25%');
    expect(
      within(screen.getByTestId('metric-theoreticalLoss')).getByText(
        /^unpaid €\s300,00 · vacancy €\s450,00$/,
      ),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('metric-rentIncreaseOpportunities')).getByText('1 of 4 active contracts'),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('metric-netCashFlow')).getByText(en.reports.metrics.netCashFlow.definition),
    ).toBeDefined();
    expect(screen.getByTestId('report-range').textContent).toBe(
      'From 01/03/2026 to 31/03/2026, counted up to and including today (15/03/2026)',
    );
    expect(await screen.findByText(en.reports.charts.monthlyIncomeDescription)).toBeDefined();
    expect(screen.getByText(en.reports.charts.occupancyDescription)).toBeDefined();
  });

  it('says a yield is not available when no property has a value', async () => {
    stubFetch((url) =>
      url.pathname === '/api/user/plan'
        ? { body: PROFESSIONAL }
        : { body: report('current_month', { grossYieldPercent: null }) },
    );
    await renderRemotePage(<ReportsPage />, '/reports');
    await screen.findByTestId('report-content');
    expect(value('grossYield')).toBe(en.reports.metrics.notAvailable);
  });

  it('switches the period in the URL and shows its numbers', async () => {
    const calls = stubFetch(answer());
    await renderRemotePage(<ReportsPage />, '/reports');
    await screen.findByTestId('report-content');
    const periods = screen.getByRole('group', { name: en.reports.period.label });
    expect(
      within(periods)
        .getByRole('button', { name: en.reports.period.current_month })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(periods).getByRole('button', { name: en.reports.period.last_month }));
    await waitFor(() => expect(value('receivedRent')).toMatch(/^€\s2\.775,00$/));
    expect(screen.getByTestId('location').textContent).toBe('/reports?period=last_month');
    expect(screen.getByTestId('report-range').textContent).toBe('From 01/02/2026 to 28/02/2026');
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/reports')
        .map((call) => call.url.searchParams.get('period')),
    ).toEqual(['current_month', 'last_month']);
  });

  it('opens on the period of the URL', async () => {
    stubFetch(answer());
    await renderRemotePage(<ReportsPage />, '/reports?period=last_month');
    await waitFor(() => expect(value('receivedRent')).toMatch(/^€\s2\.775,00$/));
  });

  it('downloads the PDF of the period on Professional', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = stubFetch(answer());
    await renderRemotePage(<ReportsPage />, '/reports?period=last_month');
    fireEvent.click(await screen.findByRole('button', { name: en.reports.pdf.export }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(
      calls.some(
        (call) =>
          call.url.pathname === '/api/reports/pdf' && call.url.searchParams.get('period') === 'last_month',
      ),
    ).toBe(true);
    expect(screen.queryByTestId('report-plan-prompt')).toBeNull();
  });

  it('shows the upgrade prompt instead of the export on Free', async () => {
    stubFetch(answer({ planType: 'free', status: 'active' }));
    await renderRemotePage(<ReportsPage />, '/reports');
    const prompt = await screen.findByTestId('report-plan-prompt');
    expect(within(prompt).getByRole('link', { name: en.reports.pdf.plan.upgrade }).getAttribute('href')).toBe(
      '/settings?section=plan#plan',
    );
    expect(screen.queryByRole('button', { name: en.reports.pdf.export })).toBeNull();
  });

  it('turns a plan_required refusal of the server into the upgrade prompt', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/reports/pdf')
        return { status: 403, body: { message: 'Your plan does not include this.', code: 'plan_required' } };
      return answer()(url);
    });
    await renderRemotePage(<ReportsPage />, '/reports');
    fireEvent.click(await screen.findByRole('button', { name: en.reports.pdf.export }));
    expect(await screen.findByTestId('report-plan-prompt')).toBeDefined();
  });
});
