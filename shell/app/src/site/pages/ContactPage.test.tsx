import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import site from '../../../locales/site/en.json';
import siteChrome from '../../../locales/site-chrome/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { primeSiteI18n } from '../i18n/siteI18n';
import { ContactPage } from './ContactPage';

const copy = site.contact;

/** A field by its label (a required one carries a `*` after it). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

beforeAll(() => primeSiteI18n('en', { site, siteChrome }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('marks the empty required fields and focuses the first one', () => {
    render(<ContactPage />);
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    const name = field(copy.fields.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getAllByText(copy.errors.required).length).toBeGreaterThan(0);
    expect(field(copy.fields.inquiryType).getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's message for a field under that field", async () => {
    mockFetch({
      'POST /api/contact': jsonResponse(400, {
        code: 'validation_error',
        message: 'Check the form.',
        details: { email: 'This address cannot receive mail.' },
      }),
    });
    render(<ContactPage />);
    fireEvent.change(field(copy.fields.name), { target: { value: 'Els Janssens' } });
    fireEvent.change(field(copy.fields.email), { target: { value: 'els@example.be' } });
    fireEvent.change(field(copy.fields.subject), { target: { value: 'Indexation' } });
    fireEvent.change(field(copy.fields.message), { target: { value: 'A question.' } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeDefined();
    expect(field(copy.fields.email).getAttribute('aria-invalid')).toBe('true');
  });
});
