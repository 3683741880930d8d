import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderRemotePage, setUpTranslations, stubFetch, testProperty } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { PropertyEditPage } from './PropertyEditPage';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const PROPERTY = testProperty();
const QUESTION = 'Void the signatures already collected?';

/** The property; its PATCH is refused with one sent lease until the body confirms (issue 26). */
function server() {
  const calls = stubFetch((url) => {
    const last = calls.at(-1);
    if (last?.init?.method === 'PATCH') {
      const body = JSON.parse(String(last.init.body)) as { confirmVoidSignatures?: boolean };
      if (body.confirmVoidSignatures) return { body: PROPERTY };
      return {
        status: 409,
        body: {
          code: 'conflict',
          message: 'This change alters a lease that was already sent for signing.',
          details: {
            signaturesVoided: [{ contractId: 'c-1', contractNumber: 'HC-2026-0003', signatures: 1 }],
          },
        },
      };
    }
    if (url.pathname === `/api/properties/${PROPERTY.urlCode}`) return { body: PROPERTY };
    return { status: 404, body: { code: 'not_found', message: 'Not found.' } };
  });
  return calls;
}

const patches = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.init?.method === 'PATCH')
    .map((call) => JSON.parse(String(call.init?.body)) as object);

async function saveChangedNumber() {
  await renderRemotePage(
    <Routes>
      <Route path="/properties/edit/:urlCode" element={<PropertyEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    `/properties/edit/${PROPERTY.urlCode}`,
  );
  const number = await screen.findByLabelText(/^Number/);
  fireEvent.change(number, { target: { value: '14' } });
  fireEvent.click(screen.getByRole('button', { name: en.form.save }));
  return screen.findByRole('dialog', { name: QUESTION });
}

describe('PropertyEditPage, when the change alters a lease already sent for signing (issue 26)', () => {
  it('asks first, then saves again with the confirmation and shows the property', async () => {
    const calls = server();
    const question = await saveChangedNumber();
    expect(within(question).getByText('Contract HC-2026-0003: 1 signature collected')).toBeDefined();
    fireEvent.click(within(question).getByRole('button', { name: 'Save and void signatures' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/properties/${PROPERTY.urlCode}`),
    );
    expect(patches(calls)).toHaveLength(2);
    expect(patches(calls)[1]).toMatchObject({ houseNumber: '14', confirmVoidSignatures: true });
  });

  it('on cancel saves nothing more', async () => {
    const calls = server();
    const question = await saveChangedNumber();
    fireEvent.click(within(question).getByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]).not.toHaveProperty('confirmVoidSignatures');
  });
});
