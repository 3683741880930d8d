import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  describe('when the new text alters a lease already sent for signing (issue 26)', () => {
    const QUESTION = 'Void the signatures already collected?';
    /** The Basic plan's templates; a PUT is refused with the voided lease until it carries the confirmation. */
    function stubVoidingTemplates() {
      const listed = stubTemplates('basic');
      const puts = () => listed.filter((call) => call.init?.method === 'PUT');
      const original = globalThis.fetch;
      globalThis.fetch = async (input, init) => {
        if (init?.method !== 'PUT') return original(input, init);
        listed.push({ url: new URL(String(input), 'http://localhost'), init });
        const body = JSON.parse(String(init.body)) as { content: string; confirmVoidSignatures?: boolean };
        const answer = body.confirmVoidSignatures
          ? { ...template('brussels', body.content), isCustomized: true, updatedAt: '2026-11-28T10:00:00Z' }
          : {
              code: 'conflict',
              message: 'This change alters a lease that was already sent for signing.',
              details: {
                signaturesVoided: [{ contractId: 'c-1', contractNumber: 'HC-2026-0012', signatures: 1 }],
              },
            };
        return new Response(JSON.stringify(answer), {
          status: body.confirmVoidSignatures ? 200 : 409,
          headers: { 'Content-Type': 'application/json' },
        });
      };
      return puts;
    }

    async function saveChangedText() {
      await renderRemotePage(
        <ContractTemplatesPage />,
        '/contract-templates?type=main_residence&language=en&region=brussels',
      );
      const text = await screen.findByRole('textbox', { name: en.contractTemplates.content });
      fireEvent.change(text, { target: { value: 'Brussels lease for {{tenantNames}} at {{rent}}.' } });
      fireEvent.click(screen.getByRole('button', { name: en.contractTemplates.save }));
      return screen.findByRole('dialog', { name: QUESTION });
    }

    it('names the lease and, once confirmed, saves the text again with the confirmation', async () => {
      const puts = stubVoidingTemplates();
      const question = await saveChangedText();
      expect(within(question).getByText('Contract HC-2026-0012: 1 signature collected')).toBeDefined();
      fireEvent.click(within(question).getByRole('button', { name: 'Save and void signatures' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
      expect(puts().map((call) => JSON.parse(String(call.init?.body)) as object)).toEqual([
        expect.not.objectContaining({ confirmVoidSignatures: true }),
        expect.objectContaining({
          content: 'Brussels lease for {{tenantNames}} at {{rent}}.',
          confirmVoidSignatures: true,
        }),
      ]);
    });

    it('on cancel sends nothing more and keeps the edited text', async () => {
      const puts = stubVoidingTemplates();
      const question = await saveChangedText();
      fireEvent.click(within(question).getByRole('button', { name: "Don't save" }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
      expect(puts()).toHaveLength(1);
      expect(
        screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.contractTemplates.content }).value,
      ).toBe('Brussels lease for {{tenantNames}} at {{rent}}.');
    });
  });
});
