import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAiChatEvent } from '@immodesk/contracts/ai/chatEvents';
import { setUpRemoteTests, renderRemotePage } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { AiPilotPage } from './AiPilotPage';

setUpRemoteTests('ai', en);

const sse = (event: TAiChatEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

type Call = { url: URL; init: RequestInit | undefined };

/** The BFF as the page sees it: an empty conversation list, and a chat stream the test writes to piece by piece. */
function stubServer(
  chat: (controller: ReadableStreamDefaultController<Uint8Array>, call: Call) => void | Response,
) {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input), 'http://localhost'), init };
    calls.push(call);
    if (call.url.pathname === '/api/ai/chat') {
      let answer: Response | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          answer = chat(controller, call) ?? undefined;
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('Aborted', 'AbortError')),
          );
        },
      });
      return answer ?? new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (call.url.pathname === '/api/tasks')
      return new Response(JSON.stringify({ id: 't1' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    return new Response(JSON.stringify({ items: [], total: 0 }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('AiPilotPage', () => {
  it('asks a suggested question and renders the answer as it streams, in a live region, then offers to copy it', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const calls = stubServer((controller) => {
      stream = controller;
    });
    await renderRemotePage(<AiPilotPage />, '/ai-assistant');
    fireEvent.click(await screen.findByRole('button', { name: 'Which tenants are behind on payments?' }));

    const log = await screen.findByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      stream.enqueue(
        encode(
          sse({
            type: 'conversation',
            conversationId: 'c0ffee00-0000-4000-8000-000000000001',
            title: 'Which tenants',
          }),
        ),
      );
      stream.enqueue(encode(sse({ type: 'tool', name: 'overdue_payments', status: 'started' })));
    });
    expect(await within(log).findByText('AI Pilot is looking up the overdue rent…')).toBeDefined();
    await act(async () => {
      stream.enqueue(
        encode(
          sse({ type: 'tool', name: 'overdue_payments', status: 'done' }) +
            sse({ type: 'delta', text: '1 tenant is ' }),
        ),
      );
    });
    expect(await within(log).findByText('1 tenant is')).toBeDefined();
    await act(async () => {
      stream.enqueue(
        encode(
          sse({ type: 'delta', text: 'behind.' }) +
            sse({
              type: 'done',
              conversationId: 'c0ffee00-0000-4000-8000-000000000001',
              answer: '1 tenant is behind.',
            }),
        ),
      );
      stream.close();
    });
    expect(await within(log).findByText('1 tenant is behind.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy answer' })).toBeDefined();
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'));
    const chatCall = calls.find((call) => call.url.pathname === '/api/ai/chat');
    expect(JSON.parse(String(chatCall?.init?.body))).toEqual({
      message: 'Which tenants are behind on payments?',
    });

    // The next question continues the same conversation.
    stubServer((controller) => {
      stream = controller;
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Your question/ }), {
      target: { value: 'And last month?' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Your question/ }), { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-turn')).toHaveLength(2));
  });

  it('stops an answer being written when the user clicks Stop', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const calls = stubServer((controller) => {
      stream = controller;
    });
    await renderRemotePage(<AiPilotPage />, '/ai-assistant');
    fireEvent.change(await screen.findByRole('textbox', { name: /Your question/ }), {
      target: { value: 'Which contracts expire this year?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await act(async () => stream.enqueue(encode(sse({ type: 'delta', text: 'Two contracts' }))));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped: the answer is incomplete.')).toBeDefined();
    expect(calls.find((call) => call.url.pathname === '/api/ai/chat')?.init?.signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDefined();
  });

  it("shows the server's message when the question is refused or fails", async () => {
    stubServer(
      () =>
        new Response(
          JSON.stringify({
            code: 'rate_limited',
            message: 'You have reached your plan’s maximum of 10 AI Pilot questions per 24 hours.',
          }),
          { status: 429, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await renderRemotePage(<AiPilotPage />, '/ai-assistant');
    fireEvent.click(await screen.findByRole('button', { name: 'Which tasks are open?' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached your plan’s maximum of 10 AI Pilot questions per 24 hours.',
    );
  });

  it('creates a proposed task only when the user clicks', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const calls = stubServer((controller) => {
      stream = controller;
    });
    await renderRemotePage(<AiPilotPage />, '/ai-assistant');
    fireEvent.change(await screen.findByRole('textbox', { name: /Your question/ }), {
      target: { value: 'Create a task: check the smoke detectors' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const proposal = {
      kind: 'task' as const,
      title: 'check the smoke detectors',
      description: null,
      dueDate: '2026-12-01',
      priority: 'medium' as const,
      propertyId: null,
      propertyAddress: null,
    };
    await act(async () => {
      stream.enqueue(
        encode(
          sse({ type: 'proposal', proposal }) +
            sse({
              type: 'done',
              conversationId: 'c0ffee00-0000-4000-8000-000000000002',
              answer: 'Proposed task.',
            }),
        ),
      );
      stream.close();
    });
    const card = await screen.findByRole('region', { name: 'Proposed task' });
    expect(calls.some((call) => call.url.pathname === '/api/tasks')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Create task' }));
    expect(await within(card).findByText('The task has been created.')).toBeDefined();
    const created = calls.find((call) => call.url.pathname === '/api/tasks');
    expect(JSON.parse(String(created?.init?.body))).toEqual({
      title: 'check the smoke detectors',
      description: null,
      propertyId: null,
      priority: 'medium',
      dueDate: '2026-12-01',
    });
  });
});
