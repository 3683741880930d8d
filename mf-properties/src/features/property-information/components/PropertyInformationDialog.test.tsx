import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { PropertyInformationDialog } from './PropertyInformationDialog';

const PROPERTY_ID = '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('PropertyInformationDialog', () => {
  it('edits the three tabs and saves the whole information with one PUT', async () => {
    const calls = stubFetch((url) => ({
      body: url.pathname.endsWith('/information') ? ZPropertyInformation.parse({}) : {},
    }));
    await renderRemotePage(
      <PropertyInformationDialog propertyId={PROPERTY_ID} isOpen onClose={() => undefined} />,
      '/properties/x',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Property information' });
    const general = await within(dialog).findByRole('tab', { name: 'General' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Bedrooms'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByLabelText('Garden'));

    fireEvent.keyDown(general, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('tab', { name: 'Financial' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Financial' }));
    fireEvent.change(within(dialog).getByLabelText('Estimated value (€)'), { target: { value: '310000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add insurance' }));
    fireEvent.change(within(dialog).getByLabelText(/^Policy number/), { target: { value: 'BR-1' } });

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Certificates' }));
    fireEvent.change(within(dialog).getByLabelText('EPC label'), { target: { value: 'A+' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save information' }));

    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init?.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/properties/${PROPERTY_ID}/information`);
    expect(JSON.parse(String(put.init?.body))).toMatchObject({
      general: { bedrooms: 3, hasGarden: true },
      financial: { estimatedValueCents: 31_000_000 },
      insurances: [{ type: 'fire', policyNumber: 'BR-1' }],
      energyCertificate: { label: 'A+' },
    });
  });
});
