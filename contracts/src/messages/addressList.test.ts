import { describe, expect, it } from 'vitest';
import { parseAddressList, ZAddressList } from './addressList';
import { ZSendMessageRequest } from './sendMessage.contract';

describe('CC and BCC address lists', () => {
  it('reads comma-separated addresses, trimmed, lower-cased and without duplicates', () => {
    expect(parseAddressList(' Boekhouder@Example.be, archief@example.be ,,boekhouder@example.be')).toEqual({
      addresses: ['boekhouder@example.be', 'archief@example.be'],
      invalid: null,
    });
  });

  it('also splits on semicolons and line breaks, as pasted from a mail program', () => {
    expect(parseAddressList('a@example.be; b@example.be\nc@example.be').addresses).toEqual([
      'a@example.be',
      'b@example.be',
      'c@example.be',
    ]);
  });

  it('names the first entry that is no e-mail address', () => {
    expect(parseAddressList('a@example.be, jan@, b@example.be').invalid).toBe('jan@');
  });

  it('takes an empty or absent field as no copies', () => {
    expect(ZAddressList.parse('')).toEqual([]);
    expect(ZAddressList.parse(undefined)).toEqual([]);
  });

  it('refuses the list with an issue that carries the bad address for the translated message', () => {
    const result = ZSendMessageRequest.safeParse({
      recipients: ['huurder@example.be'],
      cc: 'ok@example.be, niet-geldig',
      subject: 'Huur',
      html: '<p>x</p>',
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['cc']);
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({
      messageKey: 'validation.invalidAddressInList',
      values: { address: 'niet-geldig' },
    });
  });

  it('accepts a tenant id or an address as recipient, nothing else', () => {
    const base = { subject: 'Huur', html: '<p>x</p>' };
    expect(
      ZSendMessageRequest.safeParse({
        ...base,
        recipients: ['6f1c3f0e-8a5b-4c1e-9d2a-3b4c5d6e7f80', 'a@example.be'],
      }).success,
    ).toBe(true);
    expect(ZSendMessageRequest.safeParse({ ...base, recipients: ['Marie Dubois'] }).success).toBe(false);
  });
});
