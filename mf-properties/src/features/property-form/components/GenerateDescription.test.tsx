import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { GenerateDescription } from './GenerateDescription';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const PROPERTY_ID = 'c0ffee00-0000-4000-8000-0000000000aa';

describe('GenerateDescription', () => {
  it('asks for a description in the chosen language and hands it to the form', async () => {
    const calls = stubFetch(() => ({
      body: { description: 'À louer : appartement, Kouter 12 à 9000 Gent.' },
    }));
    const onGenerated = vi.fn();
    await renderRemotePage(
      <GenerateDescription propertyId={PROPERTY_ID} onGenerated={onGenerated} />,
      '/properties/edit/abc',
    );
    fireEvent.change(screen.getByLabelText('Language of the description'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate description' }));
    await waitFor(() =>
      expect(onGenerated).toHaveBeenCalledWith('À louer : appartement, Kouter 12 à 9000 Gent.'),
    );
    expect(calls[0]!.url.pathname).toBe('/api/ai/property-description');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ propertyId: PROPERTY_ID, language: 'fr' });
  });

  it("shows the server's message when no description comes back, and leaves the field alone", async () => {
    stubFetch(() => ({
      status: 503,
      body: { code: 'unavailable', message: 'No description was received from AI. Please try again.' },
    }));
    const onGenerated = vi.fn();
    await renderRemotePage(
      <>
        <GenerateDescription propertyId={PROPERTY_ID} onGenerated={onGenerated} />
        <Toaster />
      </>,
      '/properties/edit/abc',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate description' }));
    expect(await screen.findByText('No description was received from AI. Please try again.')).toBeDefined();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
