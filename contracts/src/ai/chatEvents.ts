// Without zod: the chat screen reads the stream with these types only (the schemas are in chat.contract.ts).
export const AI_QUESTION_MAX_LENGTH = 2000;

export const AI_CHAT_EVENT_NAMES = ['conversation', 'delta', 'tool', 'proposal', 'done', 'error'] as const;

export type TAiProposal =
  | {
      kind: 'message';
      tenantId: string;
      tenantName: string;
      email: string | null;
      subject: string;
      body: string;
    }
  | {
      kind: 'task';
      title: string;
      description: string | null;
      dueDate: string | null;
      priority: 'low' | 'medium' | 'high';
      propertyId: string | null;
      propertyAddress: string | null;
    };

export type TAiChatEvent =
  | { type: 'conversation'; conversationId: string; title: string }
  | { type: 'delta'; text: string }
  | { type: 'tool'; name: string; status: 'started' | 'done' | 'failed' }
  | { type: 'proposal'; proposal: TAiProposal }
  | { type: 'done'; conversationId: string; answer: string }
  | { type: 'error'; code: string; message: string };
