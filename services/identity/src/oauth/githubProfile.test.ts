import { describe, expect, it } from 'vitest';
import { githubProfile, type GithubEmail, type GithubUser } from './githubProfile';

// Shapes recorded from GET https://api.github.com/user and /user/emails (fields we do not read left out).
const USER: GithubUser = { id: 583231, login: 'octocat', name: 'The Octocat', email: 'octocat@github.com' };
const EMAILS: GithubEmail[] = [
  { email: 'octocat@users.noreply.github.com', primary: false, verified: true, visibility: null },
  { email: 'Octocat@Example.be', primary: true, verified: true, visibility: 'public' },
];

describe('githubProfile', () => {
  it('uses the numeric id as subject and the verified primary e-mail, lower-cased', () => {
    expect(githubProfile(USER, EMAILS)).toEqual({
      subject: '583231',
      email: 'octocat@example.be',
      isEmailVerified: true,
      firstName: 'The',
      lastName: 'Octocat',
    });
  });

  it('reports an unverified primary e-mail as unverified, whatever the public profile says', () => {
    const emails = [{ email: 'new@example.be', primary: true, verified: false, visibility: 'private' }];
    expect(githubProfile(USER, emails)).toMatchObject({ email: 'new@example.be', isEmailVerified: false });
  });

  it('has no e-mail when GitHub lists none, and falls back to the login for a missing name', () => {
    expect(githubProfile({ id: 1, login: 'anna-ds', name: null, email: null }, [])).toEqual({
      subject: '1',
      email: null,
      isEmailVerified: false,
      firstName: 'anna-ds',
      lastName: null,
    });
  });
});
