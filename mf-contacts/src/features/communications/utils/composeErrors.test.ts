import { describe, expect, it } from 'vitest';
import { missingComposeFields } from './composeErrors';

describe('missingComposeFields', () => {
  it('asks for a recipient, a subject and a message with words', () => {
    expect(missingComposeFields({ recipientCount: 0, subject: ' ', html: '<p></p>' })).toEqual([
      'recipients',
      'subject',
      'html',
    ]);
  });

  it('lets a complete message through', () => {
    expect(
      missingComposeFields({
        recipientCount: 1,
        subject: 'Huur maart',
        html: '<p><strong>Beste</strong></p>',
      }),
    ).toEqual([]);
  });
});
