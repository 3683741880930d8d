import type { DataSource } from 'typeorm';
import type {
  TAiConversationSummary,
  TListConversationsQuery,
  TListConversationsResponse,
} from '@immodesk/contracts/ai/listConversations.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { TAiConversation } from '@immodesk/contracts/ai/getConversation.contract';
import { appendMessage, type AppendMessageInput } from './use-cases/appendMessage';
import { assertQuestionAllowed } from './use-cases/assertQuestionAllowed';
import { getConversation } from './use-cases/getConversation';
import { createConversation, type CreateConversationInput } from './use-cases/createConversation';
import { listConversations } from './use-cases/listConversations';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';

export type {
  ChatMessage,
  ChatProvider,
  PropertyFacts,
  ToolCall,
  ToolDefinition,
} from './pilot/chatProvider';
export type {
  ContractRow,
  OverdueTenantRow,
  PilotToolFailure,
  PilotToolName,
  PilotToolOutputs,
  PropertyRow,
  TenantRow,
} from './pilot/pilotTools';
export { createChatProvider } from './pilot/createChatProvider';
export { createBuiltInProvider } from './builtin/builtInProvider';
export { aiDatabaseModule } from './aiDatabaseModule';

/**
 * The AI Pilot service's storage (conversations, messages, the daily allowance; the model is the ChatProvider port) as the BFF uses it, in-process or over HTTP.
 * The service's edge: only here do the HTTP contracts appear. The use cases take and return the service's own
 * types (domain/), and the implementation below is checked against these contract types, so a contract change
 * fails to compile here rather than in storage code.
 */
export type AiApi = {
  listConversations(
    context: RequestContext,
    query: TListConversationsQuery,
  ): Promise<TListConversationsResponse>;
  createConversation(
    context: RequestContext,
    input: CreateConversationInput,
  ): Promise<TAiConversationSummary>;
  appendMessage(context: RequestContext, input: AppendMessageInput): Promise<TAiConversationSummary>;
  getConversation(context: RequestContext, id: string): Promise<TAiConversation>;
  /** 429 once the organization asked `questionsPerDay` questions in the last 24 hours (-1: unlimited). */
  assertQuestionAllowed(context: RequestContext, input: { questionsPerDay: number }): Promise<void>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = [
  'listConversations',
  'createConversation',
  'appendMessage',
  'getConversation',
  'assertQuestionAllowed',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof AiApi)[];

export function createInProcessAiApi(dataSource: DataSource, clock: Clock = systemClock): AiApi {
  return {
    listConversations: (context, query) => listConversations(dataSource, context, query),
    createConversation: (context, input) => createConversation(dataSource, clock, context, input),
    appendMessage: (context, input) => appendMessage(dataSource, clock, context, input),
    getConversation: (context, id) => getConversation(dataSource, context, id),
    assertQuestionAllowed: (context, input) => assertQuestionAllowed(dataSource, clock, context, input),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

export function createHttpAiApi(options: { baseUrl: string; token: string }): AiApi {
  return createHttpServiceClient<AiApi>(METHODS, options);
}
