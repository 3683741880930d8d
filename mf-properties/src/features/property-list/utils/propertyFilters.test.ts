import { describe, expect, it } from 'vitest';
import { toListQuery, type PropertyListFilters } from './propertyFilters';

const none: PropertyListFilters = {
  page: 1,
  pageSize: 50,
  q: '',
  type: '',
  status: '',
  occupancy: '',
  price: '',
  favourite: false,
};

describe('toListQuery', () => {
  it('turns a price band into cents bounds, the upper one exclusive and open for 1500+', () => {
    expect(toListQuery({ ...none, price: '500-1000' })).toMatchObject({
      minRentCents: 50_000,
      maxRentCents: 100_000,
    });
    expect(toListQuery({ ...none, price: '1500+' })).toMatchObject({
      minRentCents: 150_000,
      maxRentCents: undefined,
    });
  });

  it('sends only known filter values', () => {
    expect(
      toListQuery({
        ...none,
        type: 'castle',
        status: 'archived',
        occupancy: 'rented',
        favourite: true,
        q: 'gent',
      }),
    ).toEqual({
      page: 1,
      pageSize: 50,
      q: 'gent',
      type: undefined,
      status: 'archived',
      occupancy: 'rented',
      minRentCents: undefined,
      maxRentCents: undefined,
      favourite: 'true',
    });
  });
});
