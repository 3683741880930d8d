import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { signaturesVoidedOf } from './signaturesVoidedOf';

const conflict = (details?: Record<string, unknown>) =>
  new ApiError({ message: 'Conflict.', status: 409, code: 'conflict', details });

describe('signaturesVoidedOf', () => {
  it('gives the leases whose signatures a refused save would void', () => {
    const leases = [{ contractId: 'c-1', contractNumber: 'HC-2026-0001', signatures: 2 }];
    expect(signaturesVoidedOf(conflict({ signaturesVoided: leases }))).toEqual(leases);
  });

  it('has nothing for another conflict or failure, so the form reports it as before', () => {
    expect(signaturesVoidedOf(conflict())).toBeNull();
    expect(signaturesVoidedOf(conflict({ signaturesVoided: [] }))).toBeNull();
    expect(signaturesVoidedOf(conflict({ signaturesVoided: 'x' }))).toBeNull();
    expect(signaturesVoidedOf(new Error('offline'))).toBeNull();
  });
});
