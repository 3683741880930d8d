import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ContractTemplatesPage } from './ContractTemplatesPage';

const template = (region: string | null, content: string) => ({
  type: 'main_residence',
  language: 'en',
  region,
  content,
  isCustomized: false,
  updatedAt: null,
});

function stubTemplates(planType: 'free' | 'basic') {
  return stubFetch((url) => {
    if (url.pathname === '/api/user/plan') return { body: { planType, status: 'active' } };
    if (url.pathname === '/api/contract-templates') {
      return {
        body: {
          items: [
            template('flanders', 'Lease in Flanders for {{tenantNames}}.'),
            template('brussels', 'Lease in Brussels for {{tenantNames}}.'),
          ],
          placeholders: ['tenantNames', 'rent'],
        },
      };
    }
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('ContractTemplatesPage', () => {
  it('shows the template of the chosen region and refuses an unknown placeholder before saving', async () => {
    const calls = stubTemplates('basic');
    await renderRemotePage(
      <ContractTemplatesPage />,
      '/contract-templates?type=main_residence&language=en&region=brussels',
    );
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: en.contractTemplates.content,
    });
    expect(text.value).toBe('Lease in Brussels for {{tenantNames}}.');
    fireEvent.change(text, { target: { value: 'Lease for {{tenantNames}}, pets: {{pets}}.' } });
    fireEvent.click(screen.getByRole('button', { name: en.contractTemplates.save }));
    expect(
      screen.getByText('Unknown placeholders: {{pets}}. Use only the placeholders in the list.'),
    ).toBeDefined();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });

  it('on Free, shows the text read-only with the upgrade prompt and nothing to save', async () => {
    stubTemplates('free');
    await renderRemotePage(<ContractTemplatesPage />, '/contract-templates');
    expect((await screen.findByTestId('template-plan-prompt')).textContent).toContain(
      en.contractTemplates.plan.title,
    );
    expect(
      (await screen.findByRole<HTMLTextAreaElement>('textbox', { name: en.contractTemplates.content }))
        .readOnly,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: en.contractTemplates.save })).toBeNull();
  });
});
