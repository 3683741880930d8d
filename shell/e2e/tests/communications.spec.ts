import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CommunicationsPage, communicationsText } from '../support/pages/CommunicationsPage';
import type { NewAccount } from '../support/pages/AuthPages';
import { signIn, signUpOwner } from '../support/pages/TasksPage';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { nl } from '../support/shellText';
import { MINIMAL_PDF } from '../support/files';

const text = communicationsText;

type OutboxMail = {
  to: string;
  subject: string;
  html: string;
  cc: string[];
  bcc: string[];
  replyTo: string | null;
  attachments: { fileName: string; contentType: string }[];
};

async function mailsWithSubject(
  request: APIRequestContext,
  productURL: string,
  subject: string,
): Promise<OutboxMail[]> {
  const response = await request.get(`${productURL}/api/dev/outbox`);
  return ((await response.json()) as { items: OutboxMail[] }).items.filter(
    (mail) => mail.subject === subject,
  );
}

/** Pastes HTML into the focused editor, as from a web page or another mail program. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

// Issue 13 acceptance: a message with CC, BCC, bold text and a PDF to a French-speaking tenant, through the UI.
test.describe.serial('communications', () => {
  test.describe.configure({ timeout: 120_000 });
  let owner: NewAccount;
  let tenantId = '';
  const tenantEmail = `camille.lambert.${Date.now()}@example.be`;

  test.beforeAll(async ({ browser, productURL }) => {
    const context = await browser.newContext();
    owner = await signUpOwner(context.request, productURL);
    const tenant = await context.request.post(`${productURL}/api/tenants`, {
      headers: { Origin: productURL },
      data: {
        entityType: 'natural',
        firstName: 'Camille',
        lastName: 'Lambert',
        email: tenantEmail,
        language: 'fr',
      },
    });
    expect(tenant.status(), await tenant.text()).toBe(201);
    tenantId = ((await tenant.json()) as { id: string }).id;
    await context.close();
  });

  for (const width of [1280, 360]) {
    test(`sends bold text with CC, BCC and a PDF to a French-speaking tenant at ${width} px, and the history shows it sent`, async ({
      page,
      productURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page.request, productURL, owner);
      const communications = new CommunicationsPage(page);
      if (width === 1280) {
        await page.goto('/dashboard');
        await page
          .getByRole('navigation', { name: nl.nav.main })
          .getByRole('link', { name: nl.nav.communications })
          .click();
        await expect(
          page.getByRole('heading', { level: 1, name: text.communicationsPage.title }),
        ).toBeVisible();
      } else {
        await communications.open();
      }
      await expect(
        communications.history
          .getByText(text.history.emptyTitle)
          .or(communications.history.getByRole('article').first()),
      ).toBeVisible();
      // A retried attempt sends its own message: the mail of a failed attempt stays in the outbox and the history.
      const retry = test.info().retry;
      const subject = `État des lieux de sortie (${width})${retry > 0 ? ` #${retry}` : ''}`;

      await communications.addRecipient('Lambert', 'Camille Lambert');
      await communications.field(text.compose.cc).fill('boekhouder@example.be');
      await communications.field(text.compose.bcc).fill('archief@example.be');
      await communications.field(text.compose.subject).fill(subject);
      await communications.editor.click();
      await communications.tool('bold').click();
      await expect(communications.tool('bold')).toHaveAttribute('aria-pressed', 'true');
      // The tool hands the focus back to the editor a frame later: type only once it is there.
      await expect(communications.editor).toBeFocused();
      await page.keyboard.type('Bonjour Camille');
      await communications.tool('bold').click();
      await expect(communications.tool('bold')).toHaveAttribute('aria-pressed', 'false');
      await expect(communications.editor).toBeFocused();
      await page.keyboard.press('Enter');
      await pasteHtml(
        page,
        '<p>Voici le document.<script>alert(1)</script><img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">lien</a></p>',
      );
      await communications.attach('etat-des-lieux.pdf', MINIMAL_PDF);
      await expectNoSeriousAxeViolations(page, `/communications at ${width} px`);
      await expectNoSidewaysScroll(page, `/communications at ${width} px`);
      await communications.send();

      const sentToast = page.getByText(text.compose.sent_one.replace('{{count}}', '1'));
      await expect(sentToast).toBeVisible();
      await expect(
        communications.form.getByRole('list', { name: text.compose.chosenRecipients }),
      ).toBeHidden();

      const [mail, ...others] = await mailsWithSubject(page.request, productURL, subject);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        to: tenantEmail,
        cc: ['boekhouder@example.be'],
        bcc: ['archief@example.be'],
        replyTo: owner.email,
        attachments: [{ fileName: 'etat-des-lieux.pdf', contentType: 'application/pdf' }],
      });
      expect(mail?.html).toContain('<strong>Bonjour Camille</strong>');
      expect(mail?.html).toContain('Voici le document.');
      expect(mail?.html).toContain('Message de');
      expect(mail?.html).toContain('Pièces jointes : etat-des-lieux.pdf');
      expect(mail?.html).not.toMatch(/<script|onerror|javascript:/i);

      const item = communications.historyItem(subject);
      await expect(item.getByText('Camille Lambert')).toBeVisible();
      await expect(item.getByText(text.history.status.sent)).toBeVisible({ timeout: 20_000 });
      await expect(item.getByText('etat-des-lieux.pdf')).toBeVisible();
      // The toast may start fading out while axe reads the page; the page is judged once it has gone.
      await expect(sentToast).toBeHidden({ timeout: 15_000 });
      await expectNoSeriousAxeViolations(page, `/communications history at ${width} px`);
      await expectNoSidewaysScroll(page, `/communications history at ${width} px`);
    });
  }

  test("the tenant's page lists the messages sent to them, and Send a message starts one to them", async ({
    page,
    productURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await signIn(page.request, productURL, owner);
    await page.goto(`/contacts/tenants/${tenantId}`);
    const section = page.getByRole('region', { name: text.contactMessages.title });
    const messages = section.getByTestId('contact-messages').getByRole('listitem');
    // Newest first; a retried attempt may have added its own message.
    const headings = messages.getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText(/^État des lieux de sortie \(360\)/);
    await expect(headings.last()).toHaveText('État des lieux de sortie (1280)');
    await expect(messages.first().getByText(text.history.status.sent)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'tenant page with messages at 360 px');
    await expectNoSidewaysScroll(page, 'tenant page with messages at 360 px');

    await section.getByRole('link', { name: text.contactMessages.send }).click();
    await expect(page).toHaveURL(new RegExp(`/communications\\?to=${tenantId}$`));
    const communications = new CommunicationsPage(page);
    await expect(
      communications.form
        .getByRole('list', { name: text.compose.chosenRecipients })
        .getByText('Camille Lambert'),
    ).toBeVisible();
  });
});
