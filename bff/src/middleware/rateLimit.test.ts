import { describe, expect, it } from 'vitest';
import type { AppContext } from '../http/appContext';
import { perIp } from './rateLimit';

const fromAddress = (ip: string) => perIp('login', { ip } as AppContext, 50, 15).key;

describe('perIp', () => {
  it('counts two addresses of one IPv6 /64 as one client', () => {
    expect(fromAddress('2001:db8:1:2::a')).toBe(fromAddress('2001:db8:1:2:ffff::b'));
  });

  it('counts IPv4 addresses one by one', () => {
    expect(fromAddress('198.51.100.1')).not.toBe(fromAddress('198.51.100.2'));
  });
});
