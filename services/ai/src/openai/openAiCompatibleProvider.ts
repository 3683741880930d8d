import type { Language } from '@immodesk/platform/domain/language';
import { AppError } from '@immodesk/platform/errors';
import type {
  ChatEvent,
  ChatMessage,
  ChatProvider,
  ChatRequest,
  DescriptionRequest,
} from '../pilot/chatProvider';
import { DESCRIPTION_MAX_LENGTH, fitDescription } from '../description/propertyDescriptionTemplate';
import { readChatCompletionStream } from './chatCompletionsStream';

export type OpenAiCompatibleSettings = {
  /** e.g. https://api.openai.com/v1, https://api.mistral.ai/v1, http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  /** Absent for a local server that needs none (Ollama, vLLM). */
  apiKey: string | undefined;
  model: string;
  /** How long one request may take before it counts as failed. */
  timeoutMs: number;
};

const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Dutch (Belgium)',
  en: 'English',
  fr: 'French (Belgium)',
};

function systemPrompt(language: Language, today: string): string {
  return [
    'You are AI Pilot, the assistant of Immodesk, a rental-management application for Belgian landlords.',
    `Answer in ${LANGUAGE_NAMES[language]}, unless the user writes in another of Dutch, French or English. Today is ${today} (Europe/Brussels).`,
    "Answer only from the landlord's own data, which you read through the tools; never invent names, amounts or dates.",
    'Write amounts in euro the Belgian way (€ 1.250,00) and dates written out.',
    'Messages to tenants and new tasks are proposals: draft them with the tools; the user reviews and confirms them. Never claim something was sent or created.',
    'If a question is not about the landlord’s properties, tenants, contracts, payments or tasks, say which questions you can answer.',
  ].join('\n');
}

function toWireMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case 'assistant':
      return message.toolCalls?.length
        ? {
            role: 'assistant',
            content: message.content || null,
            tool_calls: message.toolCalls.map((call) => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : { role: 'assistant', content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    default:
      return { role: message.role, content: message.content };
  }
}

/**
 * Any chat-completions endpoint (OpenAI, Mistral, Azure OpenAI, vLLM, Ollama) with function calling and
 * streaming. A failure is the SPEC.md §8 error, never a silent fallback to the built-in provider.
 */
export function createOpenAiCompatibleProvider(settings: OpenAiCompatibleSettings): ChatProvider {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream, application/json',
  };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  async function post(
    body: Record<string, unknown>,
    signal: AbortSignal,
    failureKey: string,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: settings.model, ...body }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AppError('unavailable', { messageKey: failureKey, cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError('unavailable', {
        messageKey: failureKey,
        cause: new Error(`chat completions answered ${response.status}`),
      });
    }
    return response;
  }

  return {
    name: 'openai_compatible',

    async *streamChat({ messages, tools, language, today, signal }: ChatRequest): AsyncIterable<ChatEvent> {
      const wireMessages = [
        { role: 'system', content: systemPrompt(language, today) },
        ...messages.map(toWireMessage),
      ];
      const wireTools = tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      const response = await post(
        { messages: wireMessages, tools: wireTools, stream: true },
        signal,
        'errors.aiQuestionFailed',
      );
      if (!response.body) throw new AppError('unavailable', { messageKey: 'errors.aiQuestionFailed' });
      try {
        yield* readChatCompletionStream(response.body);
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AppError('unavailable', { messageKey: 'errors.aiQuestionFailed', cause: error });
      }
    },

    async describeProperty({ facts, language, signal }: DescriptionRequest): Promise<string> {
      const response = await post(
        {
          messages: [
            {
              role: 'system',
              content: `Write an attractive, factual rental listing description in ${LANGUAGE_NAMES[language]} of at most ${DESCRIPTION_MAX_LENGTH} characters, in plain text without headings. Use only the facts given; leave out what is unknown (null).`,
            },
            { role: 'user', content: JSON.stringify(facts) },
          ],
          stream: false,
        },
        signal,
        'errors.aiDescriptionFailed',
      );
      let content: unknown;
      try {
        content = ((await response.json()) as { choices?: { message?: { content?: unknown } }[] })
          .choices?.[0]?.message?.content;
      } catch {
        // No cause: a parse error quotes the body, and a description never goes to the logs.
        throw new AppError('unavailable', { messageKey: 'errors.aiDescriptionFailed' });
      }
      if (typeof content !== 'string' || !content.trim())
        throw new AppError('unavailable', { messageKey: 'errors.aiNoDescription' });
      return fitDescription(content);
    },
  };
}
