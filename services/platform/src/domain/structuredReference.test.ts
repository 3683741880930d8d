import { describe, expect, it } from 'vitest';
import {
  findStructuredReference,
  makeStructuredReference,
  normalizeStructuredReference,
} from './structuredReference';

describe('structured reference (OGM/VCS)', () => {
  it('makes the printed form with base mod 97 as check digits', () => {
    expect(makeStructuredReference(909337554)).toBe('+++090/9337/55493+++');
    expect(makeStructuredReference('1234567890')).toBe('+++123/4567/89002+++');
    expect(makeStructuredReference(1)).toBe('+++000/0000/00101+++');
  });

  it('writes a remainder of 0 as 97', () => {
    expect(makeStructuredReference(97)).toBe('+++000/0000/09797+++');
    expect(normalizeStructuredReference('000000009700')).toBeNull();
  });

  it('refuses a base that is not one to ten digits', () => {
    expect(() => makeStructuredReference(12345678901)).toThrow(RangeError);
    expect(() => makeStructuredReference('12a')).toThrow(RangeError);
  });

  it.each([
    '+++090/9337/55493+++',
    '***090/9337/55493***',
    '090933755493',
    '090 9337 55493',
    '090/9337/55493',
    '090.9337.55493',
    '090-9337-55493',
    ' +++ 090 / 9337 / 55493 +++ ',
  ])('reads %j', (notation) => {
    expect(normalizeStructuredReference(notation)).toBe('+++090/9337/55493+++');
  });

  it('refuses a wrong check digit or a wrong length', () => {
    expect(normalizeStructuredReference('+++090/9337/55494+++')).toBeNull();
    expect(normalizeStructuredReference('09093375549')).toBeNull();
    expect(normalizeStructuredReference('0909337554930')).toBeNull();
  });

  it('finds the reference inside a bank line communication, in any notation', () => {
    expect(findStructuredReference('Huur maart ***090/9337/55493*** Janssens')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('/A/ 090933755493')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('loyer 090 9337 55493 merci')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('Mededeling: +++ 090 / 9337 / 55493 +++')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('VCS 090.9337.55493, merci')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('ref 090-9337-55493')).toBe('+++090/9337/55493+++');
    expect(findStructuredReference('huur 123 en ***090/9337/55493***')).toBe('+++090/9337/55493+++');
  });

  it('finds nothing in a longer number, an invalid reference or plain text', () => {
    expect(findStructuredReference('BE71096123456769 0909337554931')).toBeNull();
    expect(findStructuredReference('ref 090933755494')).toBeNull();
    expect(findStructuredReference('huur maart')).toBeNull();
  });
});
