import { describe, expect, it } from 'vitest';
import { contractorDisplayName } from './displayNames';

describe('contractorDisplayName', () => {
  it('shows the company with the contact person below', () => {
    expect(
      contractorDisplayName({ firstName: 'Koen', lastName: 'Willems', companyName: 'Willems Sanitair' }),
    ).toEqual({
      primary: 'Willems Sanitair',
      secondary: 'Koen Willems',
    });
  });

  it('shows the person when there is no company', () => {
    expect(contractorDisplayName({ firstName: 'Sofie', lastName: 'Maes', companyName: '  ' })).toEqual({
      primary: 'Sofie Maes',
      secondary: null,
    });
  });
});
