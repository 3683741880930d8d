import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TIndexationPreview } from '@immodesk/contracts/indexation/indexationPreview.contract';
import { Toaster, toBrusselsDate } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT } from '../../contracts/utils/contractFixtures';
import { IndexationAction } from './IndexationAction';

const ACTIVE = {
  ...CONTRACT,
  status: 'active' as const,
  signedOn: '2019-05-01',
  startsOn: '2019-06-01',
  rentCents: 90_000,
};

const PREVIEW: TIndexationPreview = {
  contractId: ACTIVE.id,
  requestDate: '2025-11-20',
  indexationDate: '2025-06-01',
  region: 'flanders',
  rule: 'flanders_standard',
  epcLabel: 'A',
  baseRentCents: 90_000,
  oldRentCents: 90_000,
  newRentCents: 112_000,
  increaseCents: 22_000,
  baseIndexMonth: '2019-05',
  baseIndex: 108.89,
  newIndexMonth: '2025-05',
  newIndex: 135.5,
  indexBase: 2013,
  correction: null,
  newRentFrom: '2025-11-01',
  retroactiveMonths: 3,
  retroactiveFromMonth: '2025-08',
  retroactiveAmountCents: 66_000,
};
const APPLIED = {
  ...PREVIEW,
  kind: 'computed' as const,
  id: '0b7c1c5e-8f0e-4d55-9a39-0f3c9c1d2e11',
  letterDocumentId: null,
  letterSentAt: null,
  createdAt: '2025-11-20T09:00:00.000Z',
};

/** Two bases known, the newest month three months before the month the test runs in. */
const THREE_MONTHS_AGO =
  Number(toBrusselsDate(new Date().toISOString()).slice(0, 4)) * 12 +
  Number(toBrusselsDate(new Date().toISOString()).slice(5, 7)) -
  4;
const NEWEST_MONTH = `${Math.floor(THREE_MONTHS_AGO / 12)}-${String((THREE_MONTHS_AGO % 12) + 1).padStart(2, '0')}`;
const HEALTH_INDEX = {
  base: '2013=100',
  months: [],
  bases: [{ baseYear: 2025, firstMonth: '2025-01', lastMonth: NEWEST_MONTH, count: 15 }],
  latestMonth: NEWEST_MONTH,
};

function stubIndexation(preview: { status?: number; body: unknown }) {
  const calls = stubFetch((url) => {
    const method = calls.at(-1)?.init?.method ?? 'GET';
    if (url.pathname === '/api/health-index') return { body: HEALTH_INDEX };
    if (url.pathname.endsWith('/indexation/preview')) return preview;
    if (url.pathname.endsWith('/email'))
      return { body: { ...APPLIED, letterSentAt: '2025-11-20T09:01:00.000Z' } };
    if (url.pathname.endsWith('/indexations'))
      return method === 'POST' ? { status: 201, body: APPLIED } : { body: { items: [] } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
  return calls;
}

async function openDialog() {
  await renderRemotePage(
    <>
      <IndexationAction contract={ACTIVE} tenantNames={['Lotte Maes']} />
      <Toaster />
    </>,
    '/',
  );
  fireEvent.click(screen.getByRole('button', { name: en.indexation.actions.index }));
  return screen.findByRole('dialog', { name: en.indexation.dialog.title });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('IndexationAction', () => {
  it('previews the calculation with its rule and the claimable months, applies it and sends the letter from the success modal', async () => {
    const calls = stubIndexation({ body: PREVIEW });
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId('indexation-rule')).toHaveProperty(
      'textContent',
      en.indexation.rules.flanders_standard,
    );
    expect(within(dialog).getByTestId('indexation-new-rent').textContent).toMatch(/1\.120,00/);
    expect(within(dialog).getByTestId('indexation-base').textContent).toBe('2013 = 100');
    expect(within(dialog).getByTestId('health-index-status').textContent).toMatch(
      /^Health index known up to .+ \(3 months old\)\.$/,
    );
    expect(within(dialog).getByTestId('indexation-retroactive').textContent).toMatch(
      /^3 months before the request \(from .*\) can still be claimed: €\s660,00 in total\.$/,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: en.indexation.dialog.apply }));
    const success = await screen.findByRole('dialog', { name: en.indexation.success.title });
    expect(within(success).getByText('Lotte Maes')).toBeDefined();
    const apply = calls.find(
      (call) => call.init?.method === 'POST' && call.url.pathname.endsWith('/indexations'),
    );
    expect(JSON.parse(String(apply?.init?.body))).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    fireEvent.click(within(success).getByRole('button', { name: en.indexation.actions.sendLetter }));
    expect(await within(success).findByText(en.indexation.success.letterSent)).toBeDefined();
    expect(
      calls.some(
        (call) => call.url.pathname === `/api/contracts/${ACTIVE.id}/indexations/${APPLIED.id}/email`,
      ),
    ).toBe(true);
  });

  it('says why a lease cannot be indexed and offers no apply', async () => {
    stubIndexation({
      status: 422,
      body: { message: 'The health index of 2026-10 is not known yet.', code: 'business_rule' },
    });
    const dialog = await openDialog();
    expect((await within(dialog).findByTestId('indexation-refusal')).textContent).toBe(
      'The health index of 2026-10 is not known yet.',
    );
    expect(within(dialog).getByRole('button', { name: en.indexation.dialog.apply })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
