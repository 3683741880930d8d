import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAiChatEvent, TAiProposal } from '@immodesk/contracts/ai/chatEvents';
import { isApiError } from '@immodesk/sdk';
import { conversationKeys } from '../../conversation-list/api/conversationKeys';
import { streamChat } from '../api/streamChat';

export type ChatTurn = {
  id: string;
  question: string;
  answer: string;
  proposals: TAiProposal[];
  /** The tool the assistant is consulting right now, while it answers. */
  activeTool: string | null;
  state: 'streaming' | 'done' | 'stopped' | 'failed';
  error: string | null;
};

let turnCounter = 0;

/** The questions asked on this screen and their streamed answers; earlier messages come from the server (useConversation). */
export function useChat(initialConversationId: string | null) {
  const { t } = useTranslation('ai');
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const conversationId = useRef(initialConversationId);
  const controller = useRef<AbortController | null>(null);
  const isStreaming = turns.some((turn) => turn.state === 'streaming');

  // Leaving the conversation: stop its answer, and let its messages (now with these turns) load afresh next time.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (conversationId.current)
        void queryClient.invalidateQueries({
          queryKey: conversationKeys.detail(conversationId.current),
          refetchType: 'none',
        });
    },
    [queryClient],
  );

  const update = useCallback((id: string, change: (turn: ChatTurn) => Partial<ChatTurn>) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, ...change(turn) } : turn)));
  }, []);

  const handleEvent = useCallback(
    (id: string, event: TAiChatEvent) => {
      switch (event.type) {
        case 'conversation':
          conversationId.current = event.conversationId;
          return;
        case 'delta':
          return update(id, (turn) => ({ answer: turn.answer + event.text }));
        case 'tool':
          return update(id, () => ({ activeTool: event.status === 'started' ? event.name : null }));
        case 'proposal':
          return update(id, (turn) => ({ proposals: [...turn.proposals, event.proposal] }));
        case 'done':
          return update(id, () => ({ answer: event.answer, state: 'done', activeTool: null }));
        case 'error':
          return update(id, () => ({ state: 'failed', error: event.message, activeTool: null }));
      }
    },
    [update],
  );

  const ask = useCallback(
    async (question: string) => {
      turnCounter += 1;
      const id = `turn-${turnCounter}`;
      const abort = new AbortController();
      controller.current = abort;
      setTurns((current) => [
        ...current,
        { id, question, answer: '', proposals: [], activeTool: null, state: 'streaming', error: null },
      ]);
      try {
        await streamChat(
          { message: question, conversationId: conversationId.current ?? undefined },
          (event) => handleEvent(id, event),
          abort.signal,
          t('chat.networkError'),
        );
        if (abort.signal.aborted) update(id, () => ({ state: 'stopped', activeTool: null }));
        else
          update(id, (turn) =>
            turn.state === 'streaming'
              ? { state: 'failed', error: t('chat.interrupted'), activeTool: null }
              : {},
          );
      } catch (error) {
        update(id, () => ({
          state: 'failed',
          error: isApiError(error) ? error.message : t('chat.networkError'),
          activeTool: null,
        }));
      } finally {
        if (controller.current === abort) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      }
    },
    [handleEvent, queryClient, t, update],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { turns, isStreaming, ask, stop };
}
