import { describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import type { ContractStatus } from './contract';
import { assertCanApply, datedStatus, nextStatus, type ContractEvent } from './contractLifecycle';

const STATUSES: ContractStatus[] = ['draft', 'sent', 'signed', 'active', 'expired', 'terminated'];

/** The only legal moves (issue 15): everything else is a 409 with the event's own message. */
const LEGAL: Record<ContractEvent, ContractStatus[]> = {
  edit: ['draft', 'sent'],
  delete: ['draft', 'sent'],
  send: ['draft', 'sent'],
  withdraw: ['sent'],
  sign: ['sent'],
  record: ['draft'],
  activate: ['signed'],
  expire: ['active'],
  terminate: ['signed', 'active'],
  amend: ['signed', 'active'],
};

describe('contract lifecycle', () => {
  for (const [event, allowed] of Object.entries(LEGAL) as [ContractEvent, ContractStatus[]][]) {
    for (const status of STATUSES) {
      const legal = allowed.includes(status);
      it(`${legal ? 'allows' : 'refuses'} ${event} from ${status}`, () => {
        if (legal) {
          expect(() => assertCanApply(status, event)).not.toThrow();
          return;
        }
        let thrown: unknown;
        try {
          assertCanApply(status, event);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(AppError);
        expect(thrown).toMatchObject({
          code: 'conflict',
          messageKey: `contracts.errors.illegalTransition.${event}`,
          details: { status, event },
        });
      });
    }
  }

  it('moves along draft → sent → signed → active → expired, or to terminated', () => {
    expect(nextStatus('draft', 'send')).toBe('sent');
    expect(nextStatus('sent', 'sign')).toBe('signed');
    expect(nextStatus('signed', 'activate')).toBe('active');
    expect(nextStatus('active', 'expire')).toBe('expired');
    expect(nextStatus('active', 'terminate')).toBe('terminated');
    expect(nextStatus('signed', 'terminate')).toBe('terminated');
  });

  it('starts a signed lease on its start date and expires it the day after its end date', () => {
    expect(datedStatus('signed', '2026-04-01', '2035-03-31', '2026-03-31')).toBe('signed');
    expect(datedStatus('signed', '2026-04-01', '2035-03-31', '2026-04-01')).toBe('active');
    expect(datedStatus('active', '2026-04-01', '2035-03-31', '2035-03-31')).toBe('active');
    expect(datedStatus('active', '2026-04-01', '2035-03-31', '2035-04-01')).toBe('expired');
    expect(datedStatus('signed', '2020-01-01', '2020-12-31', '2026-01-01')).toBe('expired');
    expect(datedStatus('draft', '2020-01-01', '2020-12-31', '2026-01-01')).toBe('draft');
    expect(datedStatus('terminated', '2020-01-01', '2030-12-31', '2026-01-01')).toBe('terminated');
  });
});
