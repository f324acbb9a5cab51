import { UAParser } from 'ua-parser-js';

/**
 * A session's device as a person recognises it: "Chrome on macOS", "Mobile Safari on iOS (iPhone)". Versions are left
 * out on purpose: a browser updates every few weeks, and the new-device e-mail must not fire for an update.
 */
export function describeDevice(userAgent: string): string {
  const { browser, os, device } = new UAParser(userAgent).getResult();
  if (!browser.name && !os.name) return 'Unknown device';
  const model = device.type === 'mobile' || device.type === 'tablet' ? device.model : undefined;
  const system = os.name ? ` on ${os.name}${model ? ` (${model})` : ''}` : '';
  return `${browser.name ?? 'Unknown browser'}${system}`.slice(0, 120);
}

/**
 * An address as lists show it: enough to tell "home" from "abroad", not enough to find the line. IPv4 keeps three
 * parts (203.0.113.•••), IPv6 its first three groups (2001:db8:85a3:•••).
 */
export function maskAddress(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return `${address.split('.').slice(0, 3).join('.')}.•••`;
  if (address.includes(':')) {
    const groups = address.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}:•••`;
  }
  return address ? '•••' : '';
}
