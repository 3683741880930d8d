import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';
import type { NewAccount } from '../support/pages/AuthPages';
import { brusselsDate, fill, signIn, signUpOwner, TasksPage, tasksText } from '../support/pages/TasksPage';
import { MINIMAL_PDF } from '../support/files';

const nl = tasksText.nl;
const fr = tasksText.fr;

/** The overdue date as the UI writes it: day and short month in the language's Belgian locale, in this browser. */
function overdueDay(page: Page, isoDate: string, language: 'nl' | 'fr'): Promise<string> {
  return page.evaluate(
    ([date, locale, today]) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
      if (date.slice(0, 4) !== today.slice(0, 4)) options.year = 'numeric';
      return new Intl.DateTimeFormat(locale, options).format(Date.UTC(year, month - 1, day));
    },
    [isoDate, `${language}-BE`, brusselsDate()] as const,
  );
}

// Issue 5 acceptance: the tasks flow, with due-today and overdue labels in Dutch and French.
test.describe.serial('tasks', () => {
  test.describe.configure({ timeout: 120_000 });
  let account: NewAccount;
  let propertyId: string;

  test.beforeAll(async ({ browser, productURL }) => {
    const context = await browser.newContext();
    account = await signUpOwner(context.request, productURL);
    const property = await context.request.post(`${productURL}/api/properties`, {
      headers: { Origin: productURL },
      data: {
        street: 'Veldstraat',
        houseNumber: '42',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
        type: 'apartment',
      },
    });
    expect(property.status(), await property.text()).toBe(201);
    propertyId = ((await property.json()) as { id: string }).id;
    const contractor = await context.request.post(`${productURL}/api/contractors`, {
      headers: { Origin: productURL },
      data: { companyName: 'Dakwerken Claes', specialty: 'roofing' },
    });
    expect(contractor.status()).toBe(201);
    await context.close();
  });

  test('creates a task due today and an overdue one, with the right labels in Dutch and in French', async ({
    page,
    productURL,
  }) => {
    await signIn(page.request, productURL, account);
    const tasks = new TasksPage(page);
    await tasks.open();
    await expect(tasks.area.getByRole('heading', { name: nl.page.emptyTitle })).toBeVisible();

    // The title is required: the form says so on the field and nothing is saved.
    await tasks.area.getByRole('button', { name: nl.page.newTask }).click();
    const create = tasks.dialog(nl.form.createTitle);
    await create.getByRole('button', { name: nl.form.save }).click();
    await expect(create.getByText(nl.form.errors.titleRequired)).toBeVisible();
    await expect(create.getByRole('textbox', { name: nl.form.title })).toBeFocused();

    await create.getByRole('textbox', { name: nl.form.title }).fill('Rookmelders vervangen');
    await create
      .getByRole('combobox', { name: nl.form.property })
      .selectOption({ label: 'Veldstraat 42, 9000 Gent' });
    await create
      .getByRole('combobox', { name: nl.form.priority })
      .selectOption({ label: nl.priorityOption.high });
    await create
      .getByRole('combobox', { name: nl.form.contractor })
      .selectOption({ label: 'Dakwerken Claes' });
    await create.getByLabel(nl.form.dueDate).fill(brusselsDate(0));
    await create.getByRole('button', { name: nl.form.save }).click();
    await expect(tasks.toast(fill(nl.toasts.added, { title: 'Rookmelders vervangen' }))).toBeVisible();
    await expect(create).toBeHidden();

    const overdueDate = brusselsDate(-3);
    await tasks.area.getByRole('button', { name: nl.page.newTask }).click();
    await create.getByRole('textbox', { name: nl.form.title }).fill('EPC-attest aanvragen');
    await create.getByLabel(nl.form.dueDate).fill(overdueDate);
    await create.getByRole('button', { name: nl.form.save }).click();
    await expect(tasks.toast(fill(nl.toasts.added, { title: 'EPC-attest aanvragen' }))).toBeVisible();

    const today = tasks.item('Rookmelders vervangen');
    const overdue = tasks.item('EPC-attest aanvragen');
    await expect(today.getByTestId('due-label')).toHaveText(nl.due.today);
    await expect(today).toContainText('Veldstraat 42, 9000 Gent');
    await expect(today).toContainText(fill(nl.list.contractor, { name: 'Dakwerken Claes' }));
    await expect(overdue.getByTestId('due-label')).toHaveText(
      fill(nl.due.overdue, { date: await overdueDay(page, overdueDate, 'nl') }),
    );
    await expect(overdue).toContainText(nl.list.general);
    // Overdue first: open tasks are listed by due date.
    await expect(tasks.titles()).toHaveText(['EPC-attest aanvragen', 'Rookmelders vervangen']);

    // The same tasks for an owner who works in French.
    const french = await page.request.patch(`${productURL}/api/user/profile`, {
      headers: { Origin: productURL },
      data: { language: 'fr' },
    });
    expect(french.ok()).toBe(true);
    const tasksFr = tasks.withLanguage('fr');
    await tasksFr.open();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(tasksFr.item('Rookmelders vervangen').getByTestId('due-label')).toHaveText(fr.due.today);
    await expect(tasksFr.item('EPC-attest aanvragen').getByTestId('due-label')).toHaveText(
      fill(fr.due.overdue, { date: await overdueDay(page, overdueDate, 'fr') }),
    );
    await expect(tasksFr.item('EPC-attest aanvragen')).toContainText(fr.list.general);
    await page.request.patch(`${productURL}/api/user/profile`, {
      headers: { Origin: productURL },
      data: { language: 'nl' },
    });
  });

  test('toggles, filters, attaches files with a warning for a refused one, and deletes after confirmation', async ({
    page,
    productURL,
  }) => {
    await signIn(page.request, productURL, account);
    const headers = { Origin: productURL };
    for (const data of [
      { title: 'Dakgoot reinigen', priority: 'low', dueDate: brusselsDate(1) },
      { title: 'Boiler ontkalken', priority: 'medium', propertyId, dueDate: brusselsDate(5) },
    ]) {
      expect((await page.request.post(`${productURL}/api/tasks`, { headers, data })).status()).toBe(201);
    }
    const tasks = new TasksPage(page);
    await tasks.open();
    await expect(tasks.item('Dakgoot reinigen').getByTestId('due-label')).toHaveText(nl.due.tomorrow);
    await expect(tasks.item('Boiler ontkalken').getByTestId('due-label')).toHaveText(
      fill(nl.due.inDays_other, { count: 5 }),
    );

    // Toggle complete and back, from the keyboard.
    const gutter = tasks
      .item('Dakgoot reinigen')
      .getByRole('checkbox', { name: fill(nl.list.completedLabel, { title: 'Dakgoot reinigen' }) });
    await gutter.focus();
    await page.keyboard.press('Space');
    await expect(tasks.toast(fill(nl.toasts.completed, { title: 'Dakgoot reinigen' }))).toBeVisible();
    await expect(gutter).toBeChecked();
    await expect(tasks.item('Dakgoot reinigen')).toContainText(nl.status.completed);

    // Filters: status, general tasks, search.
    await tasks.filterStatus(nl.status.completed);
    await expect(tasks.titles()).toHaveText(['Dakgoot reinigen']);
    await tasks.filterStatus(nl.status.overdue);
    await expect(tasks.titles()).toHaveText(['EPC-attest aanvragen']);
    await tasks.filterStatus(nl.status.pending);
    await expect(tasks.titles()).toHaveText([
      'EPC-attest aanvragen',
      'Rookmelders vervangen',
      'Boiler ontkalken',
    ]);
    await tasks.filterStatus(nl.status.all);
    await tasks.filterProperty(nl.filters.general);
    await expect(tasks.titles()).toHaveText(['EPC-attest aanvragen', 'Dakgoot reinigen']);
    await tasks.filterProperty(nl.filters.allProperties);
    await tasks.search('boiler');
    await expect(tasks.titles()).toHaveText(['Boiler ontkalken']);
    await expect(page).toHaveURL(/\/tasks\?q=boiler$/);

    await tasks.search('');
    await tasks.item('Dakgoot reinigen').getByRole('checkbox').click();
    await expect(tasks.toast(fill(nl.toasts.reopened, { title: 'Dakgoot reinigen' }))).toBeVisible();

    // Attachments: a real PDF is stored, a "PDF" that is not one is refused; the task stays saved.
    await tasks
      .item('Boiler ontkalken')
      .getByRole('button', { name: `${nl.list.edit} Boiler ontkalken` })
      .click();
    const edit = tasks.dialog(nl.form.editTitle);
    await edit.getByLabel(nl.attachments.add).setInputFiles([
      { name: 'Offerte onderhoud.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      { name: 'Factuur.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>geen pdf</html>') },
    ]);
    await expect(edit.getByTestId('pending-attachment')).toHaveCount(2);
    await edit.getByRole('button', { name: nl.form.save }).click();
    await expect(tasks.toast(nl.toasts.documentsFailed)).toBeVisible();
    await expect(
      edit.getByRole('link', { name: `${nl.attachments.download} Offerte onderhoud.pdf` }),
    ).toBeVisible();
    await expect(edit.getByTestId('pending-attachment')).toHaveCount(1);
    await expect(edit.getByTestId('pending-attachment')).toContainText('Factuur.pdf');
    await expect(edit.getByTestId('pending-attachment').getByRole('alert')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      edit.getByRole('link', { name: `${nl.attachments.download} Offerte onderhoud.pdf` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Offerte onderhoud.pdf');
    const attachmentUrl = new URL(download.url()).pathname;
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(
      tasks.item('Boiler ontkalken').getByRole('button', { name: `${nl.list.edit} Boiler ontkalken` }),
    ).toBeFocused();

    // Axe and 360 px, with the list and with the modal open.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await tasks.open();
      for (const state of ['list', 'modal'] as const) {
        if (state === 'modal') await tasks.area.getByRole('button', { name: nl.page.newTask }).click();
        await expectNoSeriousAxeViolations(page, `${state}@${width}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
          `${state} scrolls sideways at ${width}px`,
        ).toBe(false);
      }
      await page.keyboard.press('Escape');
    }

    // Delete asks first; cancelling keeps the task, confirming removes it with its attachment.
    const deleteButton = tasks
      .item('Boiler ontkalken')
      .getByRole('button', { name: `${nl.list.delete} Boiler ontkalken` });
    await deleteButton.click();
    const confirm = tasks.dialog(nl.delete.title);
    await expect(confirm).toContainText(fill(nl.delete.description, { title: 'Boiler ontkalken' }));
    await confirm.getByRole('button', { name: nl.delete.cancel }).click();
    await expect(tasks.item('Boiler ontkalken')).toBeVisible();
    await deleteButton.click();
    await confirm.getByRole('button', { name: nl.delete.confirm }).click();
    await expect(tasks.toast(fill(nl.toasts.deleted, { title: 'Boiler ontkalken' }))).toBeVisible();
    await expect(tasks.item('Boiler ontkalken')).toHaveCount(0);
    expect((await page.request.get(`${productURL}${attachmentUrl}`)).status()).toBe(404);
  });
});
