import type { Language } from '@immodesk/platform/domain/language';
import { interpolate, plural } from '@immodesk/platform/i18n/translate';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import type {
  ContractRow,
  IndexationPreviewRow,
  PeriodStatistics,
  PilotToolOutputs,
  PropertyRow,
  TaskRow,
} from '../pilot/pilotTools';
import { formatDate, formatList, formatMoney, formatMonth, formatNumber, formatPercent } from './formatting';

/** At most this many rows are written out; the answer says how many more there are. */
export const MAX_LISTED = 15;

type Texts = {
  overdue(output: PilotToolOutputs['overdue_payments']): string;
  rentReceived(output: PilotToolOutputs['rent_received']): string;
  upcomingPayments(output: PilotToolOutputs['upcoming_payments']): string;
  expiringContracts(output: PilotToolOutputs['expiring_contracts']): string;
  tasks(output: PilotToolOutputs['upcoming_tasks']): string;
  contracts(output: PilotToolOutputs['search_contracts']): string;
  tenants(output: PilotToolOutputs['search_tenants']): string;
  properties(output: PilotToolOutputs['search_properties']): string;
  draft(output: PilotToolOutputs['draft_tenant_message']): string;
  taskProposal(output: PilotToolOutputs['propose_task']): string;
  indexation(output: IndexationPreviewRow): string;
  statistics(output: PeriodStatistics): string;
  noContractMatch(query: string | null): string;
  severalContracts(numbers: string[]): string;
  noTenantMatch(query: string): string;
  severalTenants(query: string, names: string[]): string;
  whichTenant: string;
  whichTask: string;
  toolFailed(message: string): string;
  help: string;
  suggestions: string[];
  reminderSubject: string;
  reminderBody(name: string): string;
  messageSubject: string;
  messageBody(name: string): string;
  more(count: number): string;
};

type AnswerLocale = (typeof nl)['pilotAnswers'];

const withAddress = (text: string, address: string | null) => (address ? `${text} (${address})` : text);

/** The answers' words come from locales/*.json (`pilotAnswers`); dates, amounts and lists are formatted here with Intl. */
function answerTexts(language: Language, t: AnswerLocale): Texts {
  const date = (value: string) => formatDate(value, language);
  const more = (count: number) => interpolate(t.more, { count });
  const lines = (intro: string, rows: string[], total = rows.length) => {
    const shown = rows.slice(0, MAX_LISTED).map((row) => `- ${row}`);
    if (total > MAX_LISTED) shown.push(more(total - MAX_LISTED));
    return `${intro}\n${shown.join('\n')}`;
  };
  const contractLine = (template: string, contract: ContractRow) => {
    const parties = contract.tenantNames.length > 0 ? `, ${formatList(contract.tenantNames, language)}` : '';
    const name = `${contract.contractNumber}${contract.propertyAddress ? `, ${contract.propertyAddress}` : ''}${parties}`;
    return interpolate(template, { contract: name, date: date(contract.endsOn) });
  };
  const taskLine = (task: TaskRow) => {
    const line = interpolate(task.status === 'overdue' ? t.tasks.lineOverdue : t.tasks.line, {
      title: task.title,
      due: task.dueDate ? date(task.dueDate) : t.tasks.noDueDate,
    });
    return withAddress(line, task.propertyAddress);
  };
  const propertyLine = (property: PropertyRow) => {
    const occupancy = property.occupancy === 'rented' ? t.properties.rented : t.properties.available;
    if (property.rentCents === null)
      return interpolate(t.properties.line, { address: property.address, occupancy });
    return interpolate(t.properties.lineWithRent, {
      address: property.address,
      occupancy,
      rent: formatMoney(property.rentCents),
    });
  };
  const percentOr = (value: number | null) =>
    value === null ? t.notComputable : formatPercent(value, language);
  const contractName = (preview: IndexationPreviewRow) =>
    withAddress(preview.contractNumber, preview.propertyAddress);
  const payments = (count: number) => plural(t, 'payments', count);

  return {
    overdue: ({ tenants, totalOutstandingCents }) =>
      tenants.length === 0
        ? t.overdue.none
        : lines(
            plural(t.overdue, 'intro', tenants.length, { total: formatMoney(totalOutstandingCents) }),
            tenants.map((row) =>
              interpolate(t.overdue.line, {
                tenant: withAddress(row.tenantName, row.propertyAddress),
                amount: formatMoney(row.outstandingCents),
                date: date(row.oldestDueDate),
              }),
            ),
          ),
    rentReceived: ({ from, to, receivedCents, paymentCount }) =>
      interpolate(t.rentReceived, {
        from: date(from),
        to: date(to),
        amount: formatMoney(receivedCents),
        payments: payments(paymentCount),
      }),
    upcomingPayments: ({ from, to, items, totalDueCents }) =>
      items.length === 0
        ? interpolate(t.upcomingPayments.none, { from: date(from), to: date(to) })
        : lines(
            interpolate(t.upcomingPayments.intro, {
              from: date(from),
              to: date(to),
              payments: payments(items.length),
              total: formatMoney(totalDueCents),
            }),
            items.map((row) =>
              interpolate(t.upcomingPayments.line, {
                date: date(row.dueDate),
                tenant: withAddress(row.tenantName, row.propertyAddress),
                amount: formatMoney(row.amountDueCents - row.paidCents),
              }),
            ),
          ),
    expiringContracts: ({ from, to, items }) =>
      items.length === 0
        ? interpolate(t.expiringContracts.none, { from: date(from), to: date(to) })
        : lines(
            plural(t.expiringContracts, 'intro', items.length, { from: date(from), to: date(to) }),
            items.map((contract) => contractLine(t.expiringContracts.line, contract)),
          ),
    tasks: ({ items, overdueCount, total }) =>
      total === 0
        ? t.tasks.none
        : lines(
            interpolate(overdueCount > 0 ? t.tasks.introWithOverdue : t.tasks.intro, {
              tasks: plural(t.tasks, 'tasks', total),
              overdue: overdueCount,
            }),
            items.map(taskLine),
            total,
          ),
    contracts: ({ items, total }) =>
      total === 0
        ? t.contracts.none
        : lines(
            plural(t.contracts, 'intro', total),
            items.map((contract) => contractLine(t.contracts.line, contract)),
            total,
          ),
    tenants: ({ items, total }) =>
      total === 0
        ? t.tenants.none
        : lines(
            plural(t.tenants, 'intro', total),
            items.map((tenant) => withAddress(tenant.name, tenant.propertyAddress)),
            total,
          ),
    properties: ({ items, total }) =>
      total === 0
        ? t.properties.none
        : lines(plural(t.properties, 'intro', total), items.map(propertyLine), total),
    draft: ({ tenantName }) => interpolate(t.draft, { tenant: tenantName }),
    taskProposal: ({ title, dueDate }) =>
      dueDate
        ? interpolate(t.taskProposalDue, { title, date: date(dueDate) })
        : interpolate(t.taskProposal, { title }),
    indexation: (p) => {
      if (p.newRentCents <= p.oldRentCents) {
        return interpolate(p.epcLabel ? t.indexation.noIncreaseWithEpc : t.indexation.noIncrease, {
          contract: contractName(p),
          rent: formatMoney(p.oldRentCents),
          epc: p.epcLabel ?? '',
        });
      }
      const increase = interpolate(t.indexation.increase, {
        contract: contractName(p),
        from: date(p.newRentFrom),
        oldRent: formatMoney(p.oldRentCents),
        newRent: formatMoney(p.newRentCents),
        increase: formatMoney(p.increaseCents),
        newIndex: formatNumber(p.newIndex, language),
        newIndexMonth: formatMonth(p.newIndexMonth, language),
        baseIndex: formatNumber(p.baseIndex, language),
        baseIndexMonth: formatMonth(p.baseIndexMonth, language),
      });
      if (p.retroactiveAmountCents <= 0) return increase;
      const months = plural(t.indexation, 'months', p.retroactiveMonths);
      return `${increase} ${interpolate(t.indexation.retroactive, { amount: formatMoney(p.retroactiveAmountCents), months })}`;
    },
    statistics: (s) =>
      interpolate(t.statistics, {
        from: date(s.from),
        through: date(s.through),
        receivedRent: formatMoney(s.receivedRentCents),
        receivedCosts: formatMoney(s.receivedCostsCents),
        expenses: formatMoney(s.expensesCents),
        netCashFlow: formatMoney(s.netCashFlowCents),
        unpaid: formatMoney(s.unpaidCents),
        vacancy: formatMoney(s.vacancyCents),
        occupancyRate: percentOr(s.occupancyRatePercent),
        grossYield: percentOr(s.grossYieldPercent),
      }),
    noContractMatch: (query) => (query ? interpolate(t.noContractMatch, { query }) : t.noContracts),
    severalContracts: (numbers) =>
      interpolate(t.severalContracts, { contracts: formatList(numbers, language) }),
    noTenantMatch: (query) => interpolate(t.noTenantMatch, { query }),
    severalTenants: (query, names) =>
      interpolate(t.severalTenants, { query, names: formatList(names, language) }),
    whichTenant: t.whichTenant,
    whichTask: t.whichTask,
    toolFailed: (message) => interpolate(t.toolFailed, { message }),
    help: t.help,
    suggestions: t.suggestions,
    reminderSubject: t.reminderSubject,
    reminderBody: (name) => interpolate(t.reminderBody, { name }),
    messageSubject: t.messageSubject,
    messageBody: (name) => interpolate(t.messageBody, { name }),
    more,
  };
}

export const ANSWER_TEXTS: Record<Language, Texts> = {
  nl: answerTexts('nl', nl.pilotAnswers),
  en: answerTexts('en', en.pilotAnswers),
  fr: answerTexts('fr', fr.pilotAnswers),
};

/** The answer when a question is not one the built-in provider knows: what it can answer, as examples. */
export function helpAnswer(language: Language): string {
  const texts = ANSWER_TEXTS[language];
  return `${texts.help}\n${texts.suggestions.map((question) => `- ${question}`).join('\n')}`;
}
