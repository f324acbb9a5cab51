import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A Google account of the local provider: what its ID token says. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next interaction, or 'deny' for a person pressing Cancel on the consent screen. */
  nextSignIn: ProviderAccount | 'deny';
  /**
   * Registers the client's redirect URIs (and only then answers): a browser test learns the app's address after
   * the app started, which needs the issuer's address first.
   */
  allowRedirects(redirectUris: string[]): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a loopback port, standing in for Google: discovery, keys, the
 * authorization endpoint with PKCE, the token endpoint. Its login and consent screens are replaced by a handler
 * that signs in `nextSignIn` and grants what was asked — or denies, as Cancel would.
 */
export async function startLocalOpenIdProvider(redirectUris?: string[]): Promise<LocalOpenIdProvider> {
  // Made once the port is known (the issuer URL names it); the server's handler reads it through this.
  const made: { provider?: Provider } = {};
  const accounts = new Map<string, ProviderAccount>();
  const state: LocalOpenIdProvider = {
    issuer: '',
    clientId: 'orbit-test-client',
    clientSecret: 'orbit-test-client-secret-0123456789',
    nextSignIn: 'deny',
    allowRedirects: (uris) => {
      made.provider = makeProvider(uris);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function interact(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const provider = made.provider;
    if (!provider) throw new Error('provider not started');
    const details = await provider.interactionDetails(req, res);
    const who = state.nextSignIn;
    if (who === 'deny') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
      return;
    }
    if (details.prompt.name === 'login') {
      accounts.set(who.sub, who);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: who.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    if (!made.provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    made.provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const makeProvider = (uris: string[]) =>
    new Provider(state.issuer, {
      clients: [
        {
          client_id: state.clientId,
          client_secret: state.clientSecret,
          redirect_uris: uris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      findAccount: (_ctx: unknown, id: string) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Google puts the address in the ID token, which is what the app reads.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      pkce: { required: () => true },
      cookies: { keys: ['orbit-test-provider-cookie-key'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    });
  if (redirectUris) state.allowRedirects(redirectUris);
  return state;
}

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) from the authorization URL until it
 * sends the browser to `redirectPrefix`; answers that URL.
 */
export async function followProviderRedirects(authorizationUrl: string, redirectPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
