// Without zod: the chat screen reads the stream with these types only (the schemas are in chat.contract.ts).
export const AI_QUESTION_MAX_LENGTH = 2000;

export const AI_CHAT_EVENT_NAMES = ['conversation', 'delta', 'tool', 'proposal', 'done', 'error'] as const;

/** A message the pilot drafts to a tenant: the landlord reads it and sends it or not. */
export type TAiMessageDraft = {
  tenantId: string;
  tenantName: string;
  email: string | null;
  subject: string;
  body: string;
};

/** A task the pilot proposes: the landlord creates it or not. */
export type TAiTaskDraft = {
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: 'low' | 'medium' | 'high';
  propertyId: string | null;
  propertyAddress: string | null;
};

export type TAiProposal = ({ kind: 'message' } & TAiMessageDraft) | ({ kind: 'task' } & TAiTaskDraft);

export type TAiChatEvent =
  | { type: 'conversation'; conversationId: string; title: string }
  | { type: 'delta'; text: string }
  | { type: 'tool'; name: string; status: 'started' | 'done' | 'failed' }
  | { type: 'proposal'; proposal: TAiProposal }
  | { type: 'done'; conversationId: string; answer: string }
  | { type: 'error'; code: string; message: string };
