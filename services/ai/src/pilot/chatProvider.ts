import type { Language } from '@immodesk/platform/domain/language';

/** A call the model asks for: `arguments` is the JSON text the model wrote (checked by the tool layer, never trusted). */
export type ToolCall = { id: string; name: string; arguments: string };

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

/** A tool as a provider sees it: its name, what it is for, and its input as JSON Schema. */
export type ToolDefinition = { name: string; description: string; parameters: Record<string, unknown> };

/** What a provider streams: pieces of the answer text, and the tool calls of the round. */
export type ChatEvent = { type: 'text'; delta: string } | { type: 'tool_call'; call: ToolCall };

export type ChatRequest = {
  messages: ChatMessage[];
  tools: ToolDefinition[];
  /** The user's language: the answer's language. */
  language: Language;
  /** Today in Belgium (`YYYY-MM-DD`): what "last month" or "this year" are relative to. */
  today: string;
  signal: AbortSignal;
};

export type DescriptionRequest = { facts: PropertyFacts; language: Language; signal: AbortSignal };

/**
 * The AI port: one round of a conversation (the caller runs the tool loop: it executes the calls a round asks
 * for and asks again with their results), and a property description.
 */
export type ChatProvider = {
  readonly name: 'builtin' | 'openai_compatible';
  streamChat(request: ChatRequest): AsyncIterable<ChatEvent>;
  describeProperty(request: DescriptionRequest): Promise<string>;
};

/** What a property description is written from: the property and its information, nothing invented. */
export type PropertyFacts = {
  type: string;
  street: string;
  houseNumber: string;
  bus: string | null;
  postalCode: string;
  city: string;
  rentCents: number | null;
  livingSpace: number | null;
  totalSurface: number | null;
  outdoorSurface: number | null;
  yearBuilt: number | null;
  renovatedYear: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  hasBasement: boolean;
  hasAttic: boolean;
  hasGarden: boolean;
  hasTerrace: boolean;
  hasBalcony: boolean;
  furniture: 'furnished' | 'unfurnished' | 'semi_furnished' | null;
  petsAllowed: boolean;
  epcLabel: string | null;
  epcConsumption: number | null;
};
