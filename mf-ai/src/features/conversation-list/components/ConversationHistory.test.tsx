import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAiConversationSummary } from '@immodesk/contracts/ai/listConversations.contract';
import {
  itPaginatesBeyondOnePage,
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ConversationHistory } from './ConversationHistory';

const conversations: TAiConversationSummary[] = [
  {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    title: 'Huur maart',
    messageCount: 4,
    lastMessagePreview: 'Twee huurgelden zijn nog niet ontvangen: Kerkstraat 12 en Meir 1A.',
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-04T23:10:00.000Z',
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    title: 'Indexatie',
    messageCount: 1,
    lastMessagePreview: null,
    createdAt: '2026-02-10T10:00:00.000Z',
    updatedAt: '2026-02-10T10:00:00.000Z',
  },
];

setUpRemoteTests('ai', en);

describe('ConversationHistory', () => {
  it('lists GET /api/ai/conversations with title, preview, message count and update date', async () => {
    const calls = stubFetch(() => ({ body: { items: conversations, total: 2 } }));
    await renderRemotePage(<ConversationHistory />, '/ai-assistant');

    expect(screen.getByRole('heading', { level: 2, name: 'Earlier conversations' })).toBeDefined();
    const cards = await screen.findAllByTestId('conversation-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Huur maart' })).toBeDefined();
    expect(within(cards[0]!).getByRole('link', { name: 'Huur maart' }).getAttribute('href')).toBe(
      '/ai-assistant/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(
      within(cards[0]!).getByText('Twee huurgelden zijn nog niet ontvangen: Kerkstraat 12 en Meir 1A.'),
    ).toBeDefined();
    expect(within(cards[0]!).getByText('4 messages')).toBeDefined();
    expect(within(cards[0]!).getByText('05/03/2026').getAttribute('datetime')).toBe(
      '2026-03-04T23:10:00.000Z',
    );
    expect(within(cards[1]!).getByText('1 message')).toBeDefined();
    expect(within(cards[1]!).getByText('No messages in this conversation yet.')).toBeDefined();
    expect(calls[0]!.url.pathname).toBe('/api/ai/conversations');
  });

  it('says plainly that there are no conversations yet', async () => {
    stubFetch(() => ({ body: { items: [], total: 0 } }));
    await renderRemotePage(<ConversationHistory />, '/ai-assistant');

    expect(await screen.findByRole('heading', { name: 'No conversations with AI Pilot' })).toBeDefined();
    expect(screen.queryAllByTestId('conversation-card')).toHaveLength(0);
  });

  itPaginatesBeyondOnePage({
    element: <ConversationHistory />,
    path: '/ai-assistant',
    items: conversations,
    total: 75,
    pageText: 'Page 1 of 2',
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Please sign in again.', code: 'unauthenticated' } }));
    await renderRemotePage(<ConversationHistory />, '/ai-assistant');
    expect(await screen.findByText('Please sign in again.')).toBeDefined();
  });

  it('refuses a response that does not match the contract', async () => {
    stubFetch(() => ({ body: { items: [{ id: 'x', title: 7 }], total: 1 } }));
    await renderRemotePage(<ConversationHistory />, '/ai-assistant');
    expect(
      await screen.findByRole('heading', { name: 'The conversations could not be loaded' }),
    ).toBeDefined();
  });
});
