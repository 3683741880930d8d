import type { PilotToolFailure, ToolCall, ToolDefinition } from '@immodesk/ai/aiApi';
import type { TAiProposal } from '@immodesk/contracts/ai/chatEvents';
import type { AiMessageDraft, AiTaskDraft } from '@immodesk/contracts/vocabulary/aiProposals';
import { isAppError } from '@immodesk/platform/errors';
import { translate } from '../i18n/translate';
import { indexationPreview, periodStatistics } from './insightTools';
import { draftTenantMessage } from './messageTools';
import { overduePayments, rentReceived, upcomingPayments } from './paymentTools';
import { toToolDefinition, type PilotTool, type PilotToolContext } from './pilotTool';
import { expiringContracts, searchContracts, searchProperties, searchTenants } from './portfolioTools';
import { proposeTask, upcomingTasks } from './taskTools';

export const PILOT_TOOLS: readonly PilotTool[] = [
  searchProperties,
  searchTenants,
  searchContracts,
  overduePayments,
  upcomingPayments,
  rentReceived,
  upcomingTasks,
  expiringContracts,
  draftTenantMessage,
  proposeTask,
  indexationPreview,
  periodStatistics,
];

export const PILOT_TOOL_DEFINITIONS: ToolDefinition[] = PILOT_TOOLS.map(toToolDefinition);

export type ToolOutcome = { content: string; isFailure: boolean; proposal: TAiProposal | null };

const failure = (error: PilotToolFailure['error'], message: string): ToolOutcome => ({
  content: JSON.stringify({ error, message } satisfies PilotToolFailure),
  isFailure: true,
  proposal: null,
});

function proposalOf(name: string, output: unknown): TAiProposal | null {
  if (name === draftTenantMessage.name) return { kind: 'message', ...(output as AiMessageDraft) };
  if (name === proposeTask.name) return { kind: 'task', ...(output as AiTaskDraft) };
  return null;
}

/**
 * Runs one call the model asked for. Its arguments are untrusted input: parsed and validated by the tool's schema,
 * and run with the signed-in organization's context only, so an id of another organization is simply not found.
 * A refused call is answered to the model (which can say so), never thrown; only unexpected failures throw.
 */
export async function runPilotTool(tool: PilotToolContext, call: ToolCall): Promise<ToolOutcome> {
  const definition = PILOT_TOOLS.find((candidate) => candidate.name === call.name);
  if (!definition) return failure('invalid_input', `Unknown tool ${call.name}.`);
  let raw: unknown;
  try {
    raw = call.arguments.trim() ? JSON.parse(call.arguments) : {};
  } catch {
    return failure('invalid_input', translate(tool.language, 'errors.validation'));
  }
  const input = definition.input.safeParse(raw);
  if (!input.success)
    return failure(
      'invalid_input',
      `${translate(tool.language, 'errors.validation')} ${input.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
    );
  try {
    const output = definition.output.parse(await definition.run(tool, input.data as never));
    return {
      content: JSON.stringify(output),
      isFailure: false,
      proposal: proposalOf(definition.name, output),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found')
      return failure('not_found', translate(tool.language, error.messageKey, error.params));
    if (isAppError(error) && error.code === 'validation_error')
      return failure('invalid_input', translate(tool.language, error.messageKey, error.params));
    // A rule says no (a lease not yet indexable, a missing index month): the user is told why, in their language.
    if (isAppError(error) && error.code === 'business_rule')
      return failure('refused', translate(tool.language, error.messageKey, error.params));
    throw error;
  }
}
