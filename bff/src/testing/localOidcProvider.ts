import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider; `deny` makes them refuse the consent (the provider answers access_denied). */
export type TestProviderAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  deny?: boolean;
};

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person who "logs in" at the next interaction. */
  signInAs(account: TestProviderAccount): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider 9) on a loopback port, with one confidential client. Its
 * login and consent screens are replaced by an interaction that accepts the chosen account at once.
 */
export async function startLocalOidcProvider(options: { redirectUri: string }): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'immodesk-test';
  const clientSecret = crypto.randomBytes(24).toString('hex');
  const accounts = new Map<string, TestProviderAccount>();
  let current: TestProviderAccount | null = null;

  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      const { deny: _deny, ...claims } = account;
      return {
        accountId: sub,
        claims: () => ({
          ...claims,
          name: [claims.given_name, claims.family_name].filter(Boolean).join(' '),
        }),
      };
    },
  });

  const handleProvider = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handleProvider(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!current) throw new Error('call signInAs() before starting a sign-in');
      if (current.deny) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person refused' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? current.sub,
        clientId: details.params.client_id ?? clientId,
      });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
