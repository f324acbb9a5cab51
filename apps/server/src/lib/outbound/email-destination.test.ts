import { describe, expect, it } from 'vitest';
import { emailDestinationProblem } from './email-destination.ts';

describe('e-mail destinations from job postings', () => {
  it.each(['jobs@acme.example', 'first.last+jobs@mail.acme.co.uk', 'hr@[8.8.8.8]'])('accepts %s', (address) => {
    expect(emailDestinationProblem(address)).toBeNull();
  });

  it.each([
    ['hr@[127.0.0.1]', 'Refused: e-mail address at a loopback IP address'],
    ['hr@10.0.0.5', 'Refused: e-mail address at a private IP address'],
    ['hr@[169.254.169.254]', 'Refused: e-mail address at a link-local IP address'],
    ['hr@[IPv6:::1]', 'Refused: e-mail address at a loopback IP address'],
    ['hr@[IPv6:fd00::1]', 'Refused: e-mail address at a private (unique local) IP address'],
  ])('refuses %s at a private address', (address, message) => {
    expect(emailDestinationProblem(address)).toBe(message);
  });

  it.each([
    '',
    'no-at-sign',
    '@acme.example',
    'hr@localhost',
    'hr@acme',
    'a b@acme.example',
    'hr@acme.example\r\nBcc: x@y.example',
    '"Boss" <b@acme.example>',
    'x..y@acme.example',
    'hr@[not-an-ip]',
  ])('refuses the malformed %j', (address) => {
    expect(emailDestinationProblem(address)).toBe('Refused: not a valid e-mail address');
  });
});
