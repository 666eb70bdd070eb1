import { expect, test } from '@playwright/test';
import { createMember, makeOrganiser, signIn } from './fixtures';
import { expectAccessibleBoth, seedEntry, seedProject, shootBoth } from './projects-kit';

/**
 * Issue 36 item 6, at phone and laptop size: a maker publishes chosen log entries as a tutorial,
 * names a calculator on a step, publishes it; another member reads it with the plan's materials,
 * and the calculator's section on /measurements links back to it; they report it and the
 * organisers' queue names it. axe in light and dark.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a maker publishes a tutorial from the log; a member reads it; the calculator links to it', async ({
      page,
      browser,
      request,
    }) => {
      const maker = await createMember(request, { firstname: 'Marnie', lastname: 'Stitch' });
      const reader = await createMember(request, { firstname: 'Otto', lastname: 'Bobbin' });
      const project = await seedProject(request, maker, {
        title: `Foam bracers ${Date.now() % 100000}`,
        character: 'Link',
        series: 'Zelda',
        visibility: 'members',
      });
      const material = await request.post(`/api/projects/${project.id}/materials`, {
        headers: { Authorization: `Bearer ${maker.token}` },
        data: { name: 'EVA foam 6 mm', quantity: 2, unit: 'sheets', unitCostCents: 1250 },
      });
      expect(material.status(), await material.text()).toBe(201);
      await seedEntry(request, maker, project.id, {
        date: '2026-03-01',
        body: 'Cut the **pattern** from 6 mm foam.',
        techniques: ['eva-foam'],
      });
      await seedEntry(request, maker, project.id, {
        date: '2026-03-03',
        body: 'Heat-formed the curve around a bottle.',
      });

      await signIn(page, maker);
      await page.goto(`/projects/${project.id}`);
      await page.getByRole('button', { name: 'Publish as tutorial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish as tutorial' });
      await dialog.getByLabel('Short introduction').fill('Bracers in an evening, from foam to paint.');
      await dialog.getByRole('button', { name: 'Make a draft with 2 steps' }).click();

      // The editor: the first step gets a title and a calculator; then publish.
      await expect(page).toHaveURL(/\/tutorials\/\d+\/edit$/);
      const tutorialId = Number(/\/tutorials\/(\d+)\/edit/.exec(page.url())?.[1]);
      const saved = (method: string, path: RegExp) =>
        page.waitForResponse((r) => r.request().method() === method && path.test(r.url()) && r.ok());
      await page.getByLabel('Title of step 1').fill('Cut the pattern');
      await Promise.all([
        saved('PATCH', /\/api\/tutorials\/\d+\/steps\/\d+$/),
        page.getByRole('button', { name: 'Save step' }).first().click(),
      ]);
      await Promise.all([
        saved('PATCH', /\/api\/tutorials\/\d+\/steps\/\d+$/),
        page.getByLabel('Calculator for step 1').selectOption('circle'),
      ]);
      // The box follows the server's answer: it shows published once the tutorial is.
      const published = page.getByRole('checkbox', { name: /Published/ });
      await Promise.all([saved('PATCH', /\/api\/tutorials\/\d+$/), published.click()]);
      await expect(published).toBeChecked();
      await expect(page.getByText('All changes saved').first()).toBeVisible();
      await shootBoth(page, `tutorial-editor-${viewport.width}`);
      await expectAccessibleBoth(page);

      // Another member reads it: the materials, the steps in order, the calculator's link.
      const readerContext = await browser.newContext({ viewport });
      const readerPage = await readerContext.newPage();
      await signIn(readerPage, reader);
      await readerPage.goto(`/tutorials/${tutorialId}`);
      await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(readerPage.getByRole('list', { name: 'Materials' })).toContainText('EVA foam 6 mm');
      const steps = readerPage.locator('.tutorial-steps-section h3');
      await expect(steps).toHaveText([/Step 1 — Cut the pattern/, /Step 2/]);
      await expect(readerPage.locator('.tutorial-steps-section strong')).toHaveText('pattern');
      await expect(readerPage.getByRole('link', { name: 'Edit tutorial' })).toHaveCount(0);
      await shootBoth(readerPage, `tutorial-${viewport.width}`);
      await expectAccessibleBoth(readerPage);

      // The reader reports it; the organisers' queue names the tutorial and links to it.
      await readerPage.getByRole('button', { name: 'Report this tutorial' }).click();
      const report = readerPage.getByRole('dialog', { name: 'Report this tutorial' });
      await report.getByRole('radio', { name: 'Spam' }).check();
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(report).toBeHidden();
      const organiser = await makeOrganiser(request, await createMember(request));
      const organiserContext = await browser.newContext({ viewport });
      const organiserPage = await organiserContext.newPage();
      await signIn(organiserPage, organiser);
      await organiserPage.goto('/organisers/reports');
      const queued = organiserPage.getByRole('link', {
        name: `Tutorial “${project.title}” by Marnie Stitch`,
      });
      await expect(queued).toHaveAttribute('href', `/tutorials/${tutorialId}`);
      await expect(organiserPage.getByRole('button', { name: 'Hide tutorial' }).first()).toBeVisible();
      await organiserContext.close();

      await readerPage.getByRole('link', { name: 'Use the Circle calculator' }).click();
      await expect(readerPage).toHaveURL(/\/measurements#circle$/);
      await expect(readerPage.getByRole('link', { name: project.title })).toBeVisible();

      // A visitor may not see a members' project's tutorial.
      const visitor = await browser.newContext({ viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/tutorials/${tutorialId}`);
      await expect(visitorPage.getByRole('heading', { name: /No such tutorial/ })).toBeVisible();
      await visitor.close();
      await readerContext.close();
    });
  });
}
