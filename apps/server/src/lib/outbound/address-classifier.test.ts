import { describe, expect, it } from 'vitest';
import { blockedAddressReason, isPublicAddress, parseIpv4, parseIpv6 } from './address-classifier.ts';

describe('the outbound address classifier', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['100.127.255.255', 'shared (carrier-grade NAT)'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private (unique local)'],
    ['fd12:3456:789a::1', 'private (unique local)'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:c0a8:0101::1', 'private'],
    ['[::1]', 'loopback'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['localhost', 'example.org', '1.2.3', '256.1.1.1', '01.2.3.4x', '1:2:3', '::1::2', ''])(
    'refuses %s, which is not an IP address',
    (text) => {
      expect(blockedAddressReason(text)).toBe('not an IP address');
    },
  );

  it('parses the forms addresses come in', () => {
    expect(parseIpv4('192.168.0.1')).toBe(0xc0a80001n);
    expect(parseIpv6('::1')).toBe(1n);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toBe(0x00010002000300040005000600070008n);
    expect(parseIpv6('::ffff:1.2.3.4')).toBe(0xffff01020304n);
    expect(parseIpv6('1:2:3:4:5:6:7::')).toBe(0x00010002000300040005000600070000n);
  });
});
