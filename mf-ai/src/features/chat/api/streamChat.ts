import type { TAiChatEvent } from '@immodesk/contracts/ai/chatEvents';
import { apiErrorFromResponse, ApiError, currentLanguage } from '@immodesk/sdk';
import { readEventStream } from '../utils/readEventStream';

export type ChatQuestion = { message: string; conversationId?: string | undefined };

/**
 * POST /api/ai/chat and reads its server-sent events as they come (fetch + ReadableStream: EventSource cannot
 * POST). A refusal before the stream (daily allowance, validation) raises the sdk's ApiError with the server's message.
 */
export async function streamChat(
  question: ChatQuestion,
  onEvent: (event: TAiChatEvent) => void,
  signal: AbortSignal,
  networkErrorMessage: string,
): Promise<void> {
  // A connection lost while asking or while reading: nothing to say when the user stopped it, else one message.
  const networkError = (error: unknown) =>
    new ApiError({
      message: networkErrorMessage,
      status: 0,
      code: 'network_error',
      details: { cause: String(error) },
    });
  let response: Response;
  try {
    response = await fetch('/api/ai/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Accept-Language': currentLanguage(),
      },
      body: JSON.stringify(question),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw networkError(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (!response.body)
    throw new ApiError({ message: networkErrorMessage, status: response.status, code: 'invalid_response' });
  try {
    await readEventStream(response.body, onEvent);
  } catch (error) {
    if (signal.aborted) return;
    throw networkError(error);
  }
}
