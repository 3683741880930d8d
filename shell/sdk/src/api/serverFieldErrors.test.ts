import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { serverFieldErrors } from './serverFieldErrors';

describe('serverFieldErrors', () => {
  it('gives each field its message, under the form’s name for it', () => {
    const error = new ApiError({
      message: 'Some fields are not filled in correctly.',
      status: 400,
      code: 'validation_error',
      details: { vatNumber: 'Enter a valid Belgian enterprise number.', rentCents: 'At least 0.' },
    });
    expect(serverFieldErrors(error, { rentCents: 'rent' })).toEqual({
      vatNumber: 'Enter a valid Belgian enterprise number.',
      rent: 'At least 0.',
    });
  });

  it('has nothing for other errors', () => {
    expect(
      serverFieldErrors(new ApiError({ message: 'Not found.', status: 404, code: 'not_found' })),
    ).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
