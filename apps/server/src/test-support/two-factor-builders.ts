import { Secret, TOTP } from 'otpauth';
import { bearer } from './builders.ts';
import type { TestServer } from './test-server.ts';

/** The code an authenticator app shows for `secret` at the server's (fake) clock's time, or at `at`. */
export const totpCode = (server: TestServer, secret: string, at: Date = server.clock.now()): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });

/**
 * Turns two-step verification on for the signed-in account, as a person does on /profile (setup, then one code),
 * and — unless told not to — moves the clock past the code's 30 seconds so the next code is a new one (the code
 * used is refused a second time). Answers the key and the recovery codes.
 */
export async function turnOnTwoFactor(
  server: TestServer,
  token: string,
  options: { moveClock?: boolean } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await server.app.inject({ method: 'POST', url: '/api/users/two-factor/setup', headers: bearer(token) });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await server.app.inject({
    method: 'POST',
    url: '/api/users/two-factor/enable',
    headers: bearer(token),
    payload: { code: totpCode(server, secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  if (options.moveClock !== false) server.clock.advance(30 * 1000);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
