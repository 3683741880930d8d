import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMessage } from '@immodesk/contracts/messages/message';
import {
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
  testContractor,
  testTenant,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import {
  addressRecipient,
  deletedContactRecipient,
  tenantRecipient,
  WILLEMS_SANITAIR,
} from '../testing/messageFixtures';
import { CommunicationsPage } from './CommunicationsPage';

const tenant = testTenant();
const contractor = testContractor(WILLEMS_SANITAIR);
const failedMessage: TMessage = {
  id: '7a000000-0000-4000-8000-000000000001',
  subject: 'Lekkende kraan',
  html: '<p>Kun je langskomen?</p>',
  cc: ['boekhouder@example.be'],
  bcc: [],
  attachments: [
    { documentId: 'd1', fileName: 'foto-lek.pdf', contentType: 'application/pdf', sizeBytes: 2048 },
  ],
  createdAt: '2026-03-13T09:00:00.000Z',
  recipients: [
    tenantRecipient(tenant, { sentAt: '2026-03-13T09:00:05.000Z' }),
    addressRecipient('loodgieter@example.be', {
      status: 'failed',
      failureReason: 'Throttling: Maximum sending rate exceeded.',
    }),
  ],
};

function answer(url: URL) {
  if (url.pathname === '/api/tenants') return { body: { items: [tenant], total: 1 } };
  if (url.pathname === '/api/contractors') return { body: { items: [contractor], total: 1 } };
  if (url.pathname === '/api/messages') return { body: { items: [failedMessage], total: 1 } };
  if (url.pathname.endsWith('/resend'))
    return {
      body: {
        ...failedMessage,
        recipients: failedMessage.recipients.map((recipient) => ({
          ...recipient,
          status: 'queued',
          failureReason: null,
        })),
      },
    };
  return { status: 404, body: { message: 'Not found', code: 'not_found' } };
}

setUpRemoteTests('contacts', en);

describe('CommunicationsPage', () => {
  it('picks recipients with the keyboard as chips, adds a typed address and never a contact without e-mail', async () => {
    stubFetch(answer);
    await renderRemotePage(<CommunicationsPage />, '/communications');
    const combobox = screen.getByRole('combobox', { name: /^To/ });

    fireEvent.change(combobox, { target: { value: 'Du' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Camille DuboisTenant · camille.dubois@example.be',
      'Willems SanitairContractor · no e-mail address',
    ]);
    expect(options[1]?.getAttribute('aria-disabled')).toBe('true');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(screen.queryByRole('list', { name: 'Chosen recipients' })).toBeNull();
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    const chips = screen.getByRole('list', { name: 'Chosen recipients' });
    expect(within(chips).getByText('Camille Dubois')).toBeDefined();

    fireEvent.change(combobox, { target: { value: 'Syndic@Example.be' } });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Camille Dubois', 'syndic@example.be']);

    fireEvent.keyDown(combobox, { key: 'Backspace' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Camille Dubois' }));
    expect(screen.queryByRole('list', { name: 'Chosen recipients' })).toBeNull();
  });

  it('asks for a recipient, a subject and a message before sending anything', async () => {
    const calls = stubFetch(answer);
    await renderRemotePage(<CommunicationsPage />, '/communications');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one recipient.')).toBeDefined();
    expect(screen.getByText('Enter a subject.')).toBeDefined();
    expect(screen.getByText('Write a message.')).toBeDefined();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it("shows each recipient's delivery with the reason of a failure, and resends the failed mail", async () => {
    const calls = stubFetch(answer);
    await renderRemotePage(<CommunicationsPage />, '/communications');
    const message = await screen.findByRole('article', { name: 'Lekkende kraan' });
    const recipients = within(message).getAllByRole('listitem');
    expect(within(recipients[0]!).getByText('Sent')).toBeDefined();
    expect(within(recipients[1]!).getByText('Failed')).toBeDefined();
    expect(
      within(recipients[1]!).getByText('Reason: Throttling: Maximum sending rate exceeded.'),
    ).toBeDefined();
    expect(within(message).getByText('CC: boekhouder@example.be')).toBeDefined();
    expect(within(message).getByText(/foto-lek\.pdf/)).toBeDefined();

    fireEvent.click(within(message).getByRole('button', { name: 'Resend the failed e-mail' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === `/api/messages/${failedMessage.id}/resend` && call.init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('shows a contact deleted since as "Deleted contact", without name or address, and offers no resend to it', async () => {
    const toDeleted: TMessage = {
      ...failedMessage,
      id: '7a000000-0000-4000-8000-000000000002',
      subject: 'Huurherziening',
      cc: [],
      attachments: [],
      recipients: [deletedContactRecipient({ status: 'failed' })],
    };
    stubFetch((url) =>
      url.pathname === '/api/messages' ? { body: { items: [toDeleted], total: 1 } } : answer(url),
    );
    await renderRemotePage(<CommunicationsPage />, '/communications');
    const message = await screen.findByRole('article', { name: 'Huurherziening' });
    const [recipient] = within(message).getAllByRole('listitem');
    expect(within(recipient!).getByText('Deleted contact')).toBeDefined();
    expect(within(recipient!).getByText('Failed')).toBeDefined();
    expect(within(message).queryByRole('button', { name: /Resend/ })).toBeNull();
  });
});
