import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import { RENT_PAYMENT_STATUSES } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { STATUS_FILTER_ORDER, outstandingCents, rentPaymentStatusDisplay } from './rentPaymentStatus';

type Locale = typeof nl;

function labelOf(locale: Locale, status: (typeof RENT_PAYMENT_STATUSES)[number]): string {
  const key = rentPaymentStatusDisplay(status).labelKey.split('.');
  return key.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale) as string;
}

describe('rent payment status labels (SPEC §2)', () => {
  it('uses the SPEC wording in English', () => {
    expect(labelOf(en, 'paid')).toBe('Received');
    expect(labelOf(en, 'partial')).toBe('Partially received');
    expect(labelOf(en, 'overdue')).toBe('Not received');
    expect(labelOf(en, 'pending')).toBe('Pending');
  });

  it('uses the SPEC wording in Dutch', () => {
    expect(labelOf(nl, 'paid')).toBe('Ontvangen');
    expect(labelOf(nl, 'partial')).toBe('Gedeeltelijk ontvangen');
    expect(labelOf(nl, 'overdue')).toBe('Niet ontvangen');
    expect(labelOf(nl, 'pending')).toBe('In afwachting');
  });

  it('uses the SPEC wording in French', () => {
    expect(labelOf(fr, 'paid')).toBe('Reçu');
    expect(labelOf(fr, 'partial')).toBe('Partiellement reçu');
    expect(labelOf(fr, 'overdue')).toBe('Non reçu');
    expect(labelOf(fr, 'pending')).toBe('En attente');
  });

  it('colours what needs attention', () => {
    expect(rentPaymentStatusDisplay('paid').tone).toBe('success');
    expect(rentPaymentStatusDisplay('partial').tone).toBe('warning');
    expect(rentPaymentStatusDisplay('overdue').tone).toBe('danger');
  });

  it('offers every status of the contract in the filter', () => {
    expect([...STATUS_FILTER_ORDER].sort()).toEqual([...RENT_PAYMENT_STATUSES].sort());
  });

  it('computes what is still open, never below zero', () => {
    expect(outstandingCents(95000, 40000)).toBe(55000);
    expect(outstandingCents(95000, 100000)).toBe(0);
  });
});
