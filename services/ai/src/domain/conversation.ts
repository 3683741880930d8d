/** A conversation as the list shows it; instants are ISO 8601 UTC strings. */
export type ConversationSummary = {
  id: string;
  title: string;
  messageCount: number;
  lastMessagePreview: string | null;
  createdAt: string;
  updatedAt: string;
};
