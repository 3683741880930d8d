import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePlanLimits } from '@immodesk/sdk';
import {
  KORENLEI_7,
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  testProperty,
} from '@immodesk/sdk/testing';
import en from '../../../locales/en.json';
import { useArchiveProperty } from '../property-details/hooks/useArchiveProperty';
import { useDeleteProperty } from '../property-details/hooks/useDeleteProperty';
import { PropertyFormDialog } from '../property-form/components/PropertyFormDialog';

const PROPERTY = testProperty(KORENLEI_7);

/** A server whose plan usage counts the active properties the requests leave behind. */
function fakeServer(initiallyActive: number) {
  let active = initiallyActive;
  stubFetch((url) => {
    if (url.pathname === '/api/user/plan-limits')
      return { body: { activeProperties: active, maxProperties: 3, activeTenants: 0, maxTenants: 10 } };
    if (url.pathname === '/api/properties') return { status: 201, body: ((active += 1), PROPERTY) };
    if (url.pathname.endsWith('/archive'))
      return { body: ((active -= 1), { ...PROPERTY, status: 'archived' }) };
    if (url.pathname.endsWith('/unarchive')) return { body: ((active += 1), PROPERTY) };
    if (url.pathname === `/api/properties/${PROPERTY.id}`) return { body: ((active -= 1), {}) };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

/** What the shell's usage bar shows: the sdk's plan limits, the one query every part of the page shares. */
function UsageProbe() {
  const { data } = usePlanLimits();
  return (
    <output data-testid="usage">{data ? `${data.activeProperties} of ${data.maxProperties}` : ''}</output>
  );
}

function PropertyActions() {
  const archive = useArchiveProperty(PROPERTY.id);
  const remove = useDeleteProperty(PROPERTY.id, () => undefined);
  return (
    <>
      <UsageProbe />
      <button onClick={() => archive.mutate(true)}>Archive</button>
      <button onClick={() => archive.mutate(false)}>Unarchive</button>
      <button onClick={() => remove.mutate()}>Delete</button>
    </>
  );
}

const usage = () => screen.getByTestId('usage');
const expectUsage = (text: string) => expect.poll(() => usage().textContent).toBe(text);

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('plan usage after property changes', () => {
  it('counts a created property at once', async () => {
    fakeServer(1);
    await renderRemotePage(
      <>
        <UsageProbe />
        <PropertyFormDialog isOpen onClose={() => undefined} onCreated={() => undefined} />
      </>,
      '/properties',
    );
    await expectUsage('1 of 3');
    const dialog = screen.getByRole('dialog', { name: 'Add a property' });
    for (const [label, value] of [
      [/^Street/, 'Korenlei'],
      [/^Number/, '7'],
      [/^Postal code/, '9000'],
      [/^City/, 'Gent'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), {
      target: { value: 'apartment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await expectUsage('2 of 3');
  });

  it('frees a place when a property is archived or deleted, and takes it again when unarchived', async () => {
    fakeServer(2);
    await renderRemotePage(<PropertyActions />, `/properties/${PROPERTY.urlCode}`);
    await expectUsage('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await expectUsage('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    await expectUsage('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expectUsage('1 of 3');
  });
});
