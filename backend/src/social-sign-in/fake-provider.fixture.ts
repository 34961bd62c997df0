import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** A person the local provider knows; any other login is `{login}@example.test`, verified. */
export interface FakePerson {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName?: string;
  readonly familyName?: string;
}

export const GOOGLE_CLIENT = { id: 'shop-google', secret: 'google-secret-for-tests' };
export const FACEBOOK_CLIENT = { id: 'shop-facebook', secret: 'facebook-secret-for-tests' };

/** The path of the Facebook-type provider's `/me` (Graph API shape: id, name, email). */
const ME_PATH = '/graph/me';

/**
 * A real OpenID provider for tests (the `oidc-provider` package) on a free loopback port: the
 * Google-type client speaks OpenID Connect (discovery, ID token, userinfo), the Facebook-type
 * client plain OAuth 2 (authorization and token endpoints, and a `/me` answering like Facebook's
 * Graph API for the access token, since a userinfo endpoint needs the openid scope). Sign-in is
 * oidc-provider's development login form (any login and password); consent is given at once.
 */
export class FakeProvider {
  private constructor(private readonly server: Server, readonly issuer: string, readonly provider: Provider) {}

  static async start(redirectUris: readonly string[], people: Readonly<Record<string, FakePerson>> = {}): Promise<FakeProvider> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const personOf = (login: string): FakePerson => people[login] ?? { email: `${login}@example.test`, emailVerified: true };
    const configuration: Configuration = {
      clients: [GOOGLE_CLIENT, FACEBOOK_CLIENT].map((client) => ({
        client_id: client.id, client_secret: client.secret, redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'], response_types: ['code'],
      })),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
      scopes: ['openid', 'email', 'profile', 'public_profile'],
      cookies: { keys: ['fake-provider-cookie-key'] },
      features: { devInteractions: { enabled: true } },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => {
          const person = personOf(id);
          return {
            sub: id, email: person.email, email_verified: person.emailVerified,
            name: [person.givenName, person.familyName].filter(Boolean).join(' ') || id,
            ...(person.givenName ? { given_name: person.givenName } : {}),
            ...(person.familyName ? { family_name: person.familyName } : {}),
          };
        },
      }),
      // Consent is not what is tested: every scope asked for is granted at once.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client, session, params } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope(String(params?.['scope'] ?? 'openid'));
        grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
        await grant.save();
        return grant;
      },
    };
    const provider = new Provider(issuer, configuration);
    provider.use(async (ctx, next) => {
      if (ctx.path !== ME_PATH) return next();
      const token = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1];
      const accessToken = token ? await provider.AccessToken.find(token) : undefined;
      if (!accessToken?.accountId) {
        ctx.status = 401;
        ctx.body = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } };
        return undefined;
      }
      const person = personOf(accessToken.accountId);
      // Facebook has no email_verified; an unverified person is answered with `verified: false`.
      ctx.body = {
        id: accessToken.accountId, email: person.email,
        name: [person.givenName, person.familyName].filter(Boolean).join(' ') || accessToken.accountId,
        ...(person.emailVerified ? {} : { verified: false }),
      };
      return undefined;
    });
    server.on('request', provider.callback());
    return new FakeProvider(server, issuer, provider);
  }

  /** The backend's settings for both providers pointing here. */
  env(): Record<string, string> {
    return {
      OIDC_GOOGLE_ISSUER: this.issuer,
      OIDC_GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      OIDC_GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      OAUTH_FACEBOOK_AUTHORIZATION_URL: `${this.issuer}/auth`,
      OAUTH_FACEBOOK_TOKEN_URL: `${this.issuer}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${this.issuer}${ME_PATH}`,
      OAUTH_FACEBOOK_CLIENT_ID: FACEBOOK_CLIENT.id,
      OAUTH_FACEBOOK_CLIENT_SECRET: FACEBOOK_CLIENT.secret,
    };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
