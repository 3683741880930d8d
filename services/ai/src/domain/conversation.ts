/** A conversation as the list shows it; instants are ISO 8601 UTC strings. */
export type ConversationSummary = {
  id: string;
  title: string;
  messageCount: number;
  lastMessagePreview: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ConversationMessage = { role: 'user' | 'assistant'; content: string; createdAt: string };

/** A conversation with its messages in order, for the user who started it. */
export type ConversationDetail = ConversationSummary & { messages: ConversationMessage[] };
