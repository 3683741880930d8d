// Without zod: the chat screen reads the stream with these types only (the schemas are in chat.contract.ts).
import type { AiMessageDraft, AiTaskDraft } from '../vocabulary/aiProposals';

export const AI_QUESTION_MAX_LENGTH = 2000;

export const AI_CHAT_EVENT_NAMES = ['conversation', 'delta', 'tool', 'proposal', 'done', 'error'] as const;

export type TAiProposal = ({ kind: 'message' } & AiMessageDraft) | ({ kind: 'task' } & AiTaskDraft);

export type TAiChatEvent =
  | { type: 'conversation'; conversationId: string; title: string }
  | { type: 'delta'; text: string }
  | { type: 'tool'; name: string; status: 'started' | 'done' | 'failed' }
  | { type: 'proposal'; proposal: TAiProposal }
  | { type: 'done'; conversationId: string; answer: string }
  | { type: 'error'; code: string; message: string };
