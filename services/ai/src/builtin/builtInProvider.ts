import type { ChatEvent, ChatMessage, ChatProvider, ChatRequest, ToolCall } from '../pilot/chatProvider';
import type { PilotToolName, PilotToolOutputs, StatisticsPeriod } from '../pilot/pilotTools';
import { describePropertyFromTemplate } from '../description/propertyDescriptionTemplate';
import { ANSWER_TEXTS, helpAnswer } from './answerTexts';
import { periodRange, type PeriodName } from './periods';
import { recognizeQuestion, type RecognizedQuestion } from './recognizeQuestion';

const UPCOMING_DAYS = 30;

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

type Step = { text: string } | { call: { name: PilotToolName; input: Record<string, unknown> } };

/** The first round: which tool answers the question, with which input (or what to ask back). */
function firstStep(question: RecognizedQuestion, today: string): Step {
  const texts = ANSWER_TEXTS[question.language];
  const period = question.period;
  // The period the question names, else `fallback`.
  const askedPeriod = (fallback: PeriodName) =>
    period ? { from: period.from, to: period.to } : periodRange(fallback, today);
  switch (question.intent) {
    case 'overdue_payments':
      return { call: { name: 'overdue_payments', input: {} } };
    case 'rent_received':
      return { call: { name: 'rent_received', input: askedPeriod('this_month') } };
    case 'upcoming_payments':
      return {
        call: {
          name: 'upcoming_payments',
          input: period
            ? { from: period.from > today ? period.from : today, to: period.to }
            : { from: today, to: addDays(today, UPCOMING_DAYS) },
        },
      };
    case 'expiring_contracts':
      return { call: { name: 'expiring_contracts', input: askedPeriod('this_year') } };
    case 'upcoming_tasks':
      return { call: { name: 'upcoming_tasks', input: {} } };
    case 'search_contracts':
      return { call: { name: 'search_contracts', input: {} } };
    case 'search_tenants':
      return { call: { name: 'search_tenants', input: question.text ? { query: question.text } : {} } };
    case 'search_properties': {
      const input: Record<string, unknown> = {};
      if (question.text) input.query = question.text;
      if (question.minRentCents !== null) input.minRentCents = question.minRentCents;
      if (question.maxRentCents !== null) input.maxRentCents = question.maxRentCents;
      if (question.occupancy) input.occupancy = question.occupancy;
      return { call: { name: 'search_properties', input } };
    }
    case 'draft_tenant_message':
      return question.text
        ? { call: { name: 'search_tenants', input: { query: question.text } } }
        : { text: texts.whichTenant };
    case 'propose_task':
      return question.text
        ? { call: { name: 'propose_task', input: { title: question.text, priority: 'medium' } } }
        : { text: texts.whichTask };
    case 'indexation_preview':
      return {
        call: {
          name: 'search_contracts',
          input: question.text ? { query: question.text, inForce: true } : { inForce: true },
        },
      };
    case 'period_statistics':
      return {
        call: {
          name: 'period_statistics',
          input: { period: STATISTICS_PERIODS[question.period?.name ?? 'this_month'] ?? 'current_month' },
        },
      };
  }
}

/** The statistics report's periods, as the question names them (a year or a next period has none: this month). */
const STATISTICS_PERIODS: Partial<Record<PeriodName, StatisticsPeriod>> = {
  this_month: 'current_month',
  last_month: 'last_month',
  last_3_months: 'last_3_months',
  this_year: 'this_year',
};

/** The next round once a tool answered: the answer in words, or the next call (a draft once the tenant is known). */
function nextStep(question: RecognizedQuestion, result: Extract<ChatMessage, { role: 'tool' }>): Step {
  const language = question.language;
  const texts = ANSWER_TEXTS[language];
  const output: unknown = JSON.parse(result.content);
  if (output && typeof output === 'object' && 'error' in output) {
    const failure = output as { error: string; message?: unknown };
    const message = String(failure.message ?? '');
    return { text: failure.error === 'refused' ? message : texts.toolFailed(message) };
  }
  const name = result.name as PilotToolName;
  if (name === 'search_contracts' && question.intent === 'indexation_preview') {
    return indexationFor(question, output as PilotToolOutputs['search_contracts']);
  }
  if (name === 'search_tenants' && question.intent === 'draft_tenant_message') {
    return draftFor(question, output as PilotToolOutputs['search_tenants']);
  }
  // TEXT_OF_TOOL pairs each tool with the text that takes that tool's output.
  const words = texts[TEXT_OF_TOOL[name]] as (output: unknown) => string;
  return { text: words(output) };
}

/** The answer text that words a tool's output. */
const TEXT_OF_TOOL = {
  overdue_payments: 'overdue',
  rent_received: 'rentReceived',
  upcoming_payments: 'upcomingPayments',
  expiring_contracts: 'expiringContracts',
  upcoming_tasks: 'tasks',
  search_contracts: 'contracts',
  indexation_preview: 'indexation',
  period_statistics: 'statistics',
  search_properties: 'properties',
  search_tenants: 'tenants',
  draft_tenant_message: 'draft',
  propose_task: 'taskProposal',
} as const satisfies Record<PilotToolName, keyof (typeof ANSWER_TEXTS)[keyof typeof ANSWER_TEXTS]>;

function draftFor(question: RecognizedQuestion, found: PilotToolOutputs['search_tenants']): Step {
  const texts = ANSWER_TEXTS[question.language];
  const query = question.text ?? '';
  const exact = found.items.filter((tenant) => tenant.name.toLocaleLowerCase() === query.toLocaleLowerCase());
  const candidates = exact.length === 1 ? exact : found.items;
  if (candidates.length === 0) return { text: texts.noTenantMatch(query) };
  if (candidates.length > 1)
    return {
      text: texts.severalTenants(
        query,
        candidates.map((tenant) => tenant.name),
      ),
    };
  const tenant = candidates[0]!;
  const subject = question.isReminder ? texts.reminderSubject : texts.messageSubject;
  const body = question.isReminder ? texts.reminderBody(tenant.name) : texts.messageBody(tenant.name);
  return { call: { name: 'draft_tenant_message', input: { tenantId: tenant.id, subject, body } } };
}

function indexationFor(question: RecognizedQuestion, found: PilotToolOutputs['search_contracts']): Step {
  const texts = ANSWER_TEXTS[question.language];
  if (found.items.length === 0) return { text: texts.noContractMatch(question.text) };
  if (found.items.length > 1)
    return { text: texts.severalContracts(found.items.map((contract) => withAddressOf(contract))) };
  return { call: { name: 'indexation_preview', input: { contractId: found.items[0]!.id } } };
}

const withAddressOf = (contract: PilotToolOutputs['search_contracts']['items'][number]) =>
  contract.propertyAddress
    ? `${contract.contractNumber} (${contract.propertyAddress})`
    : contract.contractNumber;

/** Streams a text word by word, as a model would, and stops when the user stops. */
async function* streamText(text: string, signal: AbortSignal): AsyncIterable<ChatEvent> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (signal.aborted) return;
    yield { type: 'text', delta: piece };
  }
}

async function* streamChat({
  messages,
  tools,
  language,
  today,
  signal,
}: ChatRequest): AsyncIterable<ChatEvent> {
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user');
  const lastUser = messages[lastUserIndex];
  if (!lastUser || lastUser.role !== 'user') return;
  const question = recognizeQuestion(lastUser.content, today, language);
  if (!question) {
    yield* streamText(helpAnswer(language), signal);
    return;
  }
  const results = messages
    .slice(lastUserIndex + 1)
    .filter((message): message is Extract<ChatMessage, { role: 'tool' }> => message.role === 'tool');
  const lastResult = results.at(-1);
  const step = lastResult ? nextStep(question, lastResult) : firstStep(question, today);
  // A question whose tool this deployment does not offer is one the provider cannot answer.
  if ('call' in step && !tools.some((tool) => tool.name === step.call.name)) {
    yield* streamText(helpAnswer(question.language), signal);
    return;
  }
  if ('text' in step) {
    yield* streamText(step.text, signal);
    return;
  }
  const call: ToolCall = {
    id: `builtin-${results.length + 1}`,
    name: step.call.name,
    arguments: JSON.stringify(step.call.input),
  };
  yield { type: 'tool_call', call };
}

/**
 * The embedded default: no model. It recognises the supported questions (nl, en, fr) and answers them with the
 * same tools as a model would, round by round, in templated sentences; other questions get the list of what it
 * can answer.
 */
export function createBuiltInProvider(): ChatProvider {
  return {
    name: 'builtin',
    streamChat,
    describeProperty: async ({ facts, language }) => describePropertyFromTemplate(facts, language),
  };
}
