import { describe, expect, it } from 'vitest';
import { notice } from './notice';

describe('notice', () => {
  it('has a class for each tone', () => {
    expect(notice.info).not.toBe('');
    expect(notice.danger).not.toBe('');
    expect(notice.info).not.toBe(notice.danger);
  });
});
