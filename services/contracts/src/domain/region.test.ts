import { describe, expect, it } from 'vitest';
import { regionOfPostalCode } from './region';
import { leaseEndDate, addMonths } from './contractDates';
import { registrationDeadline } from './registration';

describe('region of a postal code (shared/domain/README.md)', () => {
  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    ['0999', null],
    ['75001', null],
    ['abcd', null],
  ])('%s → %s', (postalCode, region) => {
    expect(regionOfPostalCode(postalCode)).toBe(region);
  });
});

describe('lease dates', () => {
  it('ends a lease the day before the same date after its duration, clamping month ends', () => {
    expect(leaseEndDate('2026-04-01', 108)).toBe('2035-03-31');
    expect(leaseEndDate('2026-09-15', 12)).toBe('2027-09-14');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('gives 2 months to register a residential lease and 4 a commercial one (rental-law.md §4)', () => {
    expect(registrationDeadline('main_residence', '2026-03-20')).toBe('2026-05-20');
    expect(registrationDeadline('student_housing', '2026-12-31')).toBe('2027-02-28');
    expect(registrationDeadline('commercial_lease', '2026-03-20')).toBe('2026-07-20');
  });
});
