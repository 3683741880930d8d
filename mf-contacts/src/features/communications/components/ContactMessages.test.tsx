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
import { addressRecipient, tenantRecipient, WILLEMS_SANITAIR } from '../testing/messageFixtures';
import { CommunicationsPage } from './CommunicationsPage';
import { ContactMessages } from './ContactMessages';

const tenant = testTenant();
const contractor = testContractor({ ...WILLEMS_SANITAIR, email: 'koen@willems.example.be' });
const message = (id: string, subject: string, recipients: TMessage['recipients']): TMessage => ({
  id,
  subject,
  html: '<p>De <strong>ketel</strong> wordt dinsdag nagekeken.</p>',
  cc: [],
  bcc: [],
  attachments: [],
  createdAt: '2026-03-13T09:00:00.000Z',
  recipients,
});
const toTenant = (status: 'sent' | 'failed', failureReason: string | null = null) =>
  tenantRecipient(tenant, { id: `r-${status}`, status, failureReason });
const MESSAGES = [
  message('7a000000-0000-4000-8000-000000000002', 'Onderhoud ketel', [
    toTenant('failed', 'Mailbox unavailable'),
    addressRecipient('syndic@example.be', { id: 'r-other' }),
  ]),
  message('7a000000-0000-4000-8000-000000000001', 'Welkom in het appartement', [toTenant('sent')]),
];

function answer(messages: { items: TMessage[]; total: number }) {
  return (url: URL) => {
    if (url.pathname === '/api/messages') return { body: messages };
    if (url.pathname === `/api/tenants/${tenant.id}`) return { body: tenant };
    if (url.pathname === `/api/contractors/${contractor.id}`) return { body: contractor };
    if (
      url.pathname === '/api/tenants' ||
      url.pathname === '/api/contractors' ||
      url.pathname === '/api/documents'
    )
      return { body: { items: [], total: 0 } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  };
}

setUpRemoteTests('contacts', en);

describe('ContactMessages', () => {
  it('lists the messages sent to the contact, newest first, with how the mail to them fared', async () => {
    const calls = stubFetch(answer({ items: MESSAGES, total: 2 }));
    await renderRemotePage(
      <ContactMessages contactId={tenant.id} contactName="Camille Dubois" email={tenant.email} />,
      `/contacts/tenants/${tenant.id}`,
    );
    const list = await screen.findByTestId('contact-messages');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Onderhoud ketel',
      'Welkom in het appartement',
    ]);
    expect(within(items[0]!).getByText('Failed')).toBeDefined();
    expect(within(items[0]!).getByText('Reason: Mailbox unavailable')).toBeDefined();
    expect(within(items[0]!).getByText('Also sent to 1 other recipient')).toBeDefined();
    expect(within(items[0]!).getByText('Sent on 13/03/2026')).toBeDefined();
    expect(within(items[1]!).getByText('Sent')).toBeDefined();
    fireEvent.click(within(items[0]!).getByText('Show the message'));
    expect(within(items[0]!).getByText('ketel').tagName).toBe('STRONG');
    expect(
      calls.find((call) => call.url.pathname === '/api/messages')!.url.searchParams.get('recipientId'),
    ).toBe(tenant.id);
    expect(screen.getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe(
      `/communications?to=${tenant.id}`,
    );
  });

  it('pages through a long history', async () => {
    const calls = stubFetch(answer({ items: MESSAGES, total: 12 }));
    await renderRemotePage(
      <ContactMessages contactId={tenant.id} contactName="Camille Dubois" email={tenant.email} />,
      `/contacts/tenants/${tenant.id}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.pathname === '/api/messages' && call.url.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it('says plainly that nothing was sent yet and offers to write the first message', async () => {
    stubFetch(answer({ items: [], total: 0 }));
    await renderRemotePage(
      <ContactMessages contactId={contractor.id} contactName="Willems Sanitair" email={contractor.email} />,
      `/contacts/contractors/${contractor.id}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'No messages sent to Willems Sanitair yet' }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Send a message' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/communications?to=${contractor.id}`),
    );
  });

  it('offers no message to a contact without an e-mail address, and says what is missing', async () => {
    stubFetch(answer({ items: [], total: 0 }));
    await renderRemotePage(
      <ContactMessages contactId={contractor.id} contactName="Willems Sanitair" email={null} />,
      `/contacts/contractors/${contractor.id}`,
    );
    expect(
      await screen.findByText('Add an e-mail address to this contact to send them messages.'),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Send a message' })).toBeNull();
  });
});

describe('the compose form with ?to=', () => {
  const chipsAfterLoading = async (path: string) => {
    stubFetch(answer({ items: [], total: 0 }));
    await renderRemotePage(<CommunicationsPage />, path);
    await screen.findByRole('heading', { name: 'No messages sent yet' });
    return screen.queryByRole('list', { name: 'Chosen recipients' });
  };

  it('starts with the tenant as recipient', async () => {
    await chipsAfterLoading(`/communications?to=${tenant.id}`);
    const chips = await screen.findByRole('list', { name: 'Chosen recipients' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Camille Dubois']);
  });

  it('starts with the contractor as recipient', async () => {
    await chipsAfterLoading(`/communications?to=${contractor.id}`);
    const chips = await screen.findByRole('list', { name: 'Chosen recipients' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Willems Sanitair']);
  });

  it('leaves out a contact without an e-mail address, as the recipient search does', async () => {
    const calls = stubFetch((url) =>
      url.pathname === `/api/tenants/${tenant.id}`
        ? { body: { ...tenant, email: null } }
        : answer({ items: [], total: 0 })(url),
    );
    await renderRemotePage(<CommunicationsPage />, `/communications?to=${tenant.id}`);
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === `/api/tenants/${tenant.id}`)).toBe(true),
    );
    await screen.findByRole('heading', { name: 'No messages sent yet' });
    expect(screen.queryByRole('list', { name: 'Chosen recipients' })).toBeNull();
  });

  it("ignores an id that is not one of the organization's contacts", async () => {
    const calls = stubFetch(answer({ items: [], total: 0 }));
    await renderRemotePage(<CommunicationsPage />, '/communications?to=0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0999');
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.pathname === '/api/contractors/0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0999'),
      ).toBe(true),
    );
    expect(screen.queryByRole('list', { name: 'Chosen recipients' })).toBeNull();
  });
});
