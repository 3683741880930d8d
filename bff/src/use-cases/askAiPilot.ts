import type { AiApi, ChatMessage, ChatProvider } from '@immodesk/ai/aiApi';
import type { BillingApi } from '@immodesk/billing/billingApi';
import type { TAiChatEvent } from '@immodesk/contracts/ai/chatEvents';
import type { TAiChatRequest } from '@immodesk/contracts/ai/chat.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PilotToolDeps } from '../ai-tools/pilotTool';
import { PILOT_TOOL_DEFINITIONS, runPilotTool } from '../ai-tools/pilotToolRegistry';

export type AskAiPilotDeps = PilotToolDeps & {
  ai: Pick<AiApi, 'getConversation' | 'createConversation' | 'appendMessage' | 'assertQuestionAllowed'>;
  billing: Pick<BillingApi, 'getEffectivePlan'>;
  chatProvider: ChatProvider;
  clock: Clock;
};

/** Tool rounds per question: a model that keeps calling tools gets an error, not an endless loop. */
export const MAX_TOOL_ROUNDS = 5;
/** How much of the earlier conversation goes with a question. */
const HISTORY_MESSAGES = 20;
const TITLE_LENGTH = 80;

export type AcceptedQuestion = {
  conversationId: string;
  title: string;
  history: ChatMessage[];
  question: string;
};

/**
 * Everything that can refuse a question, before any byte is streamed (so the refusal is an ordinary JSON error):
 * the plan's daily allowance and the conversation (the user's own). Stores the question.
 */
export async function acceptAiQuestion(
  deps: AskAiPilotDeps,
  context: RequestContext,
  request: TAiChatRequest,
): Promise<AcceptedQuestion> {
  const plan = await deps.billing.getEffectivePlan(context.organizationId);
  await deps.ai.assertQuestionAllowed(context, { questionsPerDay: plan.aiQuestionsPerDay });
  let conversation: { id: string; title: string };
  let history: ChatMessage[] = [];
  if (request.conversationId) {
    const existing = await deps.ai.getConversation(context, request.conversationId);
    conversation = existing;
    history = existing.messages
      .slice(-HISTORY_MESSAGES)
      .map((message) => ({ role: message.role, content: message.content }));
  } else {
    const line = request.message.replace(/\s+/g, ' ');
    conversation = await deps.ai.createConversation(context, {
      title: line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : line,
    });
  }
  await deps.ai.appendMessage(context, {
    conversationId: conversation.id,
    role: 'user',
    content: request.message,
  });
  return { conversationId: conversation.id, title: conversation.title, history, question: request.message };
}

/**
 * Answers an accepted question: the provider's rounds, the tools it calls (the organization's data only), the
 * streamed text, proposals for the user to confirm; then stores the answer. Stopping (the signal) keeps what was
 * answered so far. Throws AppError when the provider fails.
 */
export async function answerAiQuestion(
  deps: AskAiPilotDeps,
  context: RequestContext,
  accepted: AcceptedQuestion,
  options: { language: TLanguage; signal: AbortSignal; emit(event: TAiChatEvent): void },
): Promise<void> {
  const { language, signal, emit } = options;
  const today = deps.clock.today();
  const messages: ChatMessage[] = [...accepted.history, { role: 'user', content: accepted.question }];
  const tool = { deps, context, language, today };
  let answer = '';
  let isAnswered = false;
  try {
    for (let round = 0; round < MAX_TOOL_ROUNDS && !signal.aborted; round += 1) {
      let roundText = '';
      const calls = [];
      for await (const event of deps.chatProvider.streamChat({
        messages,
        tools: PILOT_TOOL_DEFINITIONS,
        language,
        today,
        signal,
      })) {
        if (event.type === 'text') {
          roundText += event.delta;
          emit({ type: 'delta', text: event.delta });
        } else {
          calls.push(event.call);
        }
      }
      answer += roundText;
      if (calls.length === 0) {
        isAnswered = true;
        break;
      }
      messages.push({ role: 'assistant', content: roundText, toolCalls: calls });
      for (const call of calls) {
        emit({ type: 'tool', name: call.name, status: 'started' });
        const outcome = await runPilotTool(tool, call);
        emit({ type: 'tool', name: call.name, status: outcome.isFailure ? 'failed' : 'done' });
        if (outcome.proposal) emit({ type: 'proposal', proposal: outcome.proposal });
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content: outcome.content });
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  if (!signal.aborted && (!isAnswered || !answer.trim()))
    throw new AppError('unavailable', { messageKey: 'errors.aiQuestionFailed' });
  if (answer.trim())
    await deps.ai.appendMessage(context, {
      conversationId: accepted.conversationId,
      role: 'assistant',
      content: answer,
    });
  if (!signal.aborted) emit({ type: 'done', conversationId: accepted.conversationId, answer });
}
