import { describe, expect, it } from 'vitest';
import { xProfile } from './xProfile';

describe('xProfile', () => {
  it('maps users/me to a profile without an e-mail address', () => {
    // Recorded shape of GET https://api.x.com/2/users/me
    const response = { data: { id: '2244994945', name: 'X Developers', username: 'XDevelopers' } };
    expect(xProfile(response)).toEqual({
      subject: '2244994945',
      email: null,
      isEmailVerified: false,
      firstName: 'X',
      lastName: 'Developers',
    });
  });

  it('falls back to the username when the display name is empty', () => {
    expect(xProfile({ data: { id: '1', name: '  ', username: 'landlord_be' } })).toMatchObject({
      firstName: 'landlord_be',
      lastName: null,
    });
  });
});
