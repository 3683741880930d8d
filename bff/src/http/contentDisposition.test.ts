import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Huurcontract Liège.pdf')).toBe(
      `attachment; filename="Huurcontract Liege.pdf"; filename*=UTF-8''Huurcontract%20Li%C3%A8ge.pdf`,
    );
  });

  it('never lets quotes break out of the header value', () => {
    expect(contentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
