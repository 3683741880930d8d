import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRemotePage, setUpRemoteTests } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { DeliveryFailure } from './DeliveryFailure';

setUpRemoteTests('contacts', en);

describe('DeliveryFailure', () => {
  it('explains in words a mail held back for a paused organization or a suppressed address, and shows a provider’s reason as given', async () => {
    await renderRemotePage(
      <ul>
        <li>
          <DeliveryFailure recipient={{ status: 'failed', failureReason: 'mail_sending_paused' }} />
        </li>
        <li>
          <DeliveryFailure recipient={{ status: 'failed', failureReason: 'address_suppressed' }} />
        </li>
        <li>
          <DeliveryFailure recipient={{ status: 'failed', failureReason: 'Mailbox unavailable' }} />
        </li>
      </ul>,
      '/communications',
    );
    expect(await screen.findByText(en.history.refusals.mail_sending_paused)).toBeDefined();
    expect(screen.getByText(en.history.refusals.address_suppressed)).toBeDefined();
    expect(screen.getByText('Reason: Mailbox unavailable')).toBeDefined();
    expect(screen.queryByText(/mail_sending_paused|address_suppressed/)).toBeNull();
  });
});
