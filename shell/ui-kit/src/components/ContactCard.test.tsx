import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactCard } from './ContactCard';

afterEach(cleanup);

const lines = ['E-mail', 'Phone', 'Property', 'Language'].map((label) => ({
  label,
  value: `${label} value`,
}));

describe('ContactCard', () => {
  it('shows the name as a heading with its link, the second name, the badges and the first three lines', () => {
    render(
      <ContactCard
        nameLink={<a href="/contacts/tenants/1">Ann Peeters</a>}
        secondaryName="Peeters BV"
        badges={<span>Active</span>}
        lines={lines}
        isLarge={false}
        testId="tenant-card"
      />,
    );
    const card = screen.getByTestId('tenant-card');
    expect(within(card).getByRole('heading', { name: 'Ann Peeters' })).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Ann Peeters' }).getAttribute('href')).toBe(
      '/contacts/tenants/1',
    );
    expect(card.textContent).toContain('Peeters BV');
    expect(card.textContent).toContain('Active');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['E-mail', 'Phone', 'Property']);
  });

  it('shows every line in the large view', () => {
    render(
      <ContactCard nameLink="Bob" secondaryName={null} badges={null} lines={lines} isLarge testId="card" />,
    );
    expect(screen.getAllByRole('term')).toHaveLength(4);
  });
});
