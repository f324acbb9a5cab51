import { describe, expect, it } from 'vitest';
import { describeDevice, maskAddress } from './device.ts';

describe('describeDevice', () => {
  it('names the browser and the system, without versions', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Mobile Safari on iOS (iPhone)');
  });

  it('says so when the user agent tells nothing', () => {
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
  });
});

describe('maskAddress', () => {
  it('hides the last part of an IPv4 address and all but three groups of an IPv6 one', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.113.•••');
    expect(maskAddress('::ffff:198.51.100.9')).toBe('198.51.100.•••');
    expect(maskAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:•••');
    expect(maskAddress('')).toBe('');
  });
});
