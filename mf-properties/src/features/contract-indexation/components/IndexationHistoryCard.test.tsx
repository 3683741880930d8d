import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT } from '../../contracts/utils/contractFixtures';
import { IndexationHistoryCard } from './IndexationHistoryCard';

const ACTIVE = { ...CONTRACT, status: 'active' as const, startsOn: '2021-04-01', rentCents: 80_000 };

const RECORDED: TRentIndexation = {
  kind: 'recorded',
  id: '6f1c2b9e-3a47-4c1e-9b1d-2f0a8c7e5d31',
  contractId: ACTIVE.id,
  requestDate: '2023-04-01',
  indexationDate: '2023-04-01',
  region: 'brussels',
  baseRentCents: 80_000,
  oldRentCents: 84_000,
  newRentCents: 88_000,
  increaseCents: 4_000,
  newRentFrom: '2023-04-01',
  letterDocumentId: null,
  letterSentAt: null,
  createdAt: '2025-11-20T09:00:00.000Z',
};

const COMPUTED: TRentIndexation = {
  ...RECORDED,
  kind: 'computed',
  id: '0b7c1c5e-8f0e-4d55-9a39-0f3c9c1d2e11',
  requestDate: '2025-11-20',
  indexationDate: '2025-04-01',
  rule: 'brussels_correction_fg',
  epcLabel: null,
  oldRentCents: 88_000,
  newRentCents: 89_500,
  increaseCents: 1_500,
  baseIndexMonth: '2021-02',
  baseIndex: 111.5,
  newIndexMonth: '2025-03',
  newIndex: 132.4,
  indexBase: 2013,
  correction: null,
  newRentFrom: '2025-11-01',
  retroactiveMonths: 0,
  retroactiveFromMonth: null,
  retroactiveAmountCents: 0,
};

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('IndexationHistoryCard', () => {
  it('shows a revision recorded with a paper lease as recorded, without a rule or a letter to send', async () => {
    stubFetch(() => ({ body: { items: [COMPUTED, RECORDED] } }));
    await renderRemotePage(<IndexationHistoryCard contract={ACTIVE} />, '/');
    const items = await within(await screen.findByTestId('indexation-history')).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [computed, recorded] = items as [HTMLElement, HTMLElement];
    expect(within(computed).getByText(en.indexation.rules.brussels_correction_fg)).toBeDefined();
    expect(within(computed).getByRole('button', { name: en.indexation.actions.sendLetter })).toBeDefined();
    expect(within(recorded).getByText(en.indexation.history.recorded)).toBeDefined();
    expect(recorded.textContent).toMatch(/840,00.*880,00/);
    expect(within(recorded).queryByRole('button')).toBeNull();
  });
});
