import type { AppConfig } from '@immodesk/platform/config';
import { createBuiltInProvider } from '../builtin/builtInProvider';
import { createOpenAiCompatibleProvider } from '../openai/openAiCompatibleProvider';
import type { ChatProvider } from './chatProvider';

/** AI_BASE_URL set: that endpoint answers, and its failures are errors (no fallback); unset: the built-in provider. */
export function createChatProvider(
  config: Pick<AppConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
): ChatProvider {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return createBuiltInProvider();
  return createOpenAiCompatibleProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
