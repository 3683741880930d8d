import { describe, expect, it } from 'vitest';
import { clientNetwork } from './clientNetwork';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups every address of one IPv6 /64 under one key', () => {
    const keys = [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:dead:beef:1:2',
      '2001:db8:85a3:12:0:0:0:0%eth0',
    ].map(clientNetwork);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:85a3:12::/64']));
  });

  it('tells neighbouring IPv6 /64 networks apart', () => {
    expect(clientNetwork('2001:db8:85a3:13::1')).not.toBe(clientNetwork('2001:db8:85a3:12::1'));
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
