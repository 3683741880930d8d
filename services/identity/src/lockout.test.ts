import { describe, expect, it } from 'vitest';
import { lockedUntil } from './lockout';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 15, 9, minute));
const failures = (minutes: number[]) => minutes.map(at).reverse();

describe('lockout', () => {
  it('locks for 15 minutes after the 10th failure within 15 minutes', () => {
    const ten = failures([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lockedUntil(ten, at(10))).toEqual(at(24));
    expect(lockedUntil(ten, at(24))).toBeNull();
  });

  it('does not lock for 9 failures, nor for 10 spread over more than 15 minutes', () => {
    expect(lockedUntil(failures([0, 1, 2, 3, 4, 5, 6, 7, 8]), at(9))).toBeNull();
    expect(lockedUntil(failures([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]), at(19))).toBeNull();
  });
});
