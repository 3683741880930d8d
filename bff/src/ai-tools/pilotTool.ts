import { z } from 'zod';
import type { PilotToolName, PilotToolOutputs, ToolDefinition } from '@immodesk/ai/aiApi';
import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { StatementsApi } from '@immodesk/finance/statementsApi';
import type { StatisticsApi } from '@immodesk/finance/statisticsApi';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type PilotToolDeps = {
  properties: Pick<
    PropertiesApi,
    'listProperties' | 'getProperty' | 'listTasks' | 'getPropertyInformation' | 'listPortfolio'
  >;
  contacts: Pick<ContactsApi, 'listTenants' | 'getTenant'>;
  contracts: Pick<ContractsApi, 'listContracts' | 'getContract' | 'listContractsInForce'>;
  finance: Pick<FinanceApi, 'listRentPayments' | 'listPaymentAllocations'>;
  indexation: Pick<IndexationApi, 'previewIndexation' | 'previewIndexations'>;
  statistics: Pick<StatisticsApi, 'getReport'>;
  statements: Pick<StatementsApi, 'listItemsAwaitingConfirmation'>;
  clock: Clock;
};

/**
 * Who asks: the signed-in user's organization is the only one a tool ever reads (every service call carries this
 * context, and every id the model names is looked up within it: another organization's is not found).
 */
export type PilotToolContext = {
  deps: PilotToolDeps;
  context: RequestContext;
  language: TLanguage;
  today: string;
};

export type PilotTool<TName extends PilotToolName = PilotToolName> = {
  name: TName;
  description: string;
  input: z.ZodType;
  output: z.ZodType<PilotToolOutputs[TName]>;
  run(tool: PilotToolContext, input: never): Promise<PilotToolOutputs[TName]>;
};

/** Keeps the handler's input typed by its schema while the registry holds tools of every shape. */
export function definePilotTool<TName extends PilotToolName, TInput extends z.ZodType>(tool: {
  name: TName;
  description: string;
  input: TInput;
  output: z.ZodType<PilotToolOutputs[TName]>;
  run(tool: PilotToolContext, input: z.output<TInput>): Promise<PilotToolOutputs[TName]>;
}): PilotTool<TName> {
  return tool as PilotTool<TName>;
}

/** The tool as a provider sees it: the input schema as JSON Schema (what function calling sends the model). */
export function toToolDefinition(tool: PilotTool): ToolDefinition {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.input, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return { name: tool.name, description: tool.description, parameters };
}
