import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { befriendThroughApi, createThroughApi, signInThroughApi } from './support/api-hunters';
import { hunterInOwnBrowser as hunterAt, layouts } from './support/own-browser';
import { newHunter, type TestHunter } from './support/hunters';
import { marshImage } from './support/marsh-images';
import { snap } from './support/screens';
import { signUp } from './support/session';

/**
 * The browser check, on a phone (375 px): the author writes a report with 2 photos for
 * My Hunting Partners (one friend), the partner reads it and comments, the author answers in the
 * thread, and a stranger is told the report is not found. Screens are kept at 375 and 1280 px.
 */
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

interface Hunter extends TestHunter {
  page: Page;
}

async function hunterInOwnBrowser(
  browser: Browser,
  testInfo: TestInfo,
  label: string,
): Promise<Hunter> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: phone,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const hunter = newHunter(label);
  await signUp(page, hunter);
  return { ...hunter, page };
}

/** A screenshot of the whole page, named `<name>-phone.png` or `<name>-desktop.png` by width. */
function snapAtWidth(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? desktop.width;
  return snap(page, `${name}-${width < 768 ? 'phone' : 'desktop'}`, { fullPage: true });
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

const reportTitle = 'Teal pouring into the north pond';
const reportContent =
  'Green-winged teal worked the decoys from first light until nine. Water is up after the rain.';

/**
 * The Reports list once loaded: empty, or other journeys' public reports (the server is shared by
 * the whole run).
 */
const reportsShown = (page: Page) =>
  page.getByText('No reports yet').or(page.getByRole('list', { name: 'Reports' }));

/** The author writes the report in the modal, for My Hunting Partners with the partner picked. */
async function writeReport(author: Hunter, partner: Hunter): Promise<string> {
  const { page } = author;
  await page.goto('/reports');
  await expect(reportsShown(page)).toBeVisible();
  await snapAtWidth(page, 'reports-empty');
  await page.getByRole('button', { name: 'New report' }).first().click();

  const modal = page.getByRole('dialog', { name: 'Create Report' });
  await expect(modal.getByLabel('Privacy')).toHaveValue('public');
  await modal.getByRole('button', { name: 'Create Report' }).click();
  await expect(toast(page, 'Title required: Please enter a title for your report.')).toBeVisible();
  await expect(modal.getByText('Title is required')).toBeVisible();
  await expect(modal.getByText('Report content is required')).toBeVisible();
  await expect(modal.getByText('Latitude is required')).toBeVisible();
  await snapAtWidth(page, 'report-modal-errors');
  await modal.getByLabel('Report Title').fill(reportTitle);
  await modal.getByLabel(/^Location Name/).fill('North pond, Gray Lodge');
  await modal.getByLabel('Report Content').fill(reportContent);
  await expect(modal.getByText(`${reportContent.length}/500`)).toBeVisible();
  await modal.getByLabel('Latitude').fill('39.3173');
  await modal.getByLabel('Longitude').fill('-121.7955');
  await modal.getByLabel('Photo files').setInputFiles([
    {
      name: 'first-light.jpg',
      mimeType: 'image/jpeg',
      buffer: await marshImage('jpeg', { r: 40, g: 70, b: 60 }),
    },
    {
      name: 'the-spread.png',
      mimeType: 'image/png',
      buffer: await marshImage('png', { r: 70, g: 90, b: 120 }),
    },
  ]);
  await expect(modal.getByTestId('photo-count')).toHaveText('2/5');
  await modal.getByLabel('Caption for first-light.jpg').fill('Teal over the decoys');
  await modal.getByLabel('Privacy').selectOption({ label: 'My Hunting Partners' });
  await modal.getByRole('checkbox', { name: new RegExp(partner.name) }).check();
  await snapAtWidth(page, 'report-modal');

  await modal.getByRole('button', { name: 'Create Report' }).click();
  await expect(modal.getByRole('button', { name: 'Report Created!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(modal.getByTestId('upload-status')).toHaveText(['Uploaded', 'Uploaded']);
  await expect(toast(page, 'Report created')).toBeVisible();
  await expect(toast(page, 'Your hunting report has been shared successfully!')).toBeVisible();
  // It closes itself 1.5 s later.
  await expect(modal).toBeHidden();

  const card = page
    .getByRole('list', { name: 'Reports' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: reportTitle, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(reportTitle);
  await expect(card).toContainText('North pond, Gray Lodge');
  await expect(card).toContainText('Chosen partners');
  await expect(card).toContainText('2 photos');
  await snapAtWidth(page, 'reports-list');
  await card.getByRole('link', { name: reportTitle }).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  const id = /\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no report id in ${page.url()}`);
  return id;
}

test('a report for hunting partners: written with photos, read and answered in its thread, hidden from a stranger', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const author = await hunterInOwnBrowser(browser, testInfo, 'Alder');
  const partner = await hunterInOwnBrowser(browser, testInfo, 'Brant');
  const stranger = await hunterInOwnBrowser(browser, testInfo, 'Coot');
  await befriendThroughApi(
    request,
    await signInThroughApi(request, author),
    await signInThroughApi(request, partner),
  );

  const id = await writeReport(author, partner);
  const photos = author.page.getByRole('region', { name: 'Photos', exact: true });
  await expect(
    photos.getByRole('list', { name: 'Photos of this report' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(author.page.getByTestId('report-coordinates')).toHaveText('39.3173, -121.7955');

  // The partner finds it among the reports shared with them, reads it and comments.
  const { page: partnerPage } = partner;
  await partnerPage.goto('/reports');
  const shared = partnerPage
    .getByRole('list', { name: 'Reports' })
    .getByRole('listitem')
    .filter({ has: partnerPage.getByRole('link', { name: reportTitle, exact: true }) });
  await expect(shared).toContainText(reportTitle);
  await expect(shared.getByTestId('report-author')).toHaveText(author.name);
  await shared.getByRole('link', { name: reportTitle }).click();
  await expect(partnerPage).toHaveURL(new RegExp(`/reports/${id}$`));
  await expect(partnerPage.getByTestId('report-content')).toHaveText(reportContent);
  await expect(partnerPage.getByTestId('report-author-name')).toHaveText(author.name);
  const permissions = partnerPage.getByRole('list', { name: 'Your permissions' });
  await expect(permissions).toContainText('Can Comment');
  await expect(permissions).not.toContainText('Owner');
  await expect(partnerPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(
    partnerPage
      .getByRole('region', { name: 'Photos', exact: true })
      .getByRole('list', { name: 'Photos of this report' })
      .getByRole('listitem'),
  ).toHaveCount(2);
  const question = 'Were they still working at noon?';
  await partnerPage.getByRole('textbox', { name: 'Add a comment' }).fill(question);
  await partnerPage.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = partnerPage.getByRole('list', { name: 'Comment thread' });
  await expect(thread.getByTestId('comment-content')).toHaveText([question]);

  // The author answers the comment in the thread.
  const { page: authorPage } = author;
  await authorPage.reload();
  const authorThread = authorPage.getByRole('list', { name: 'Comment thread' });
  await expect(authorThread.getByTestId('comment-content')).toHaveText([question]);
  await authorThread.getByRole('button', { name: `Reply to ${partner.name}` }).click();
  const answer = 'Only a few singles after ten. Be there by six.';
  await authorPage.getByRole('textbox', { name: `Reply to ${partner.name}` }).fill(answer);
  await authorPage.getByRole('button', { name: 'Reply', exact: true }).click();
  const replies = authorThread.getByRole('list', { name: `Replies to ${partner.name}` });
  await expect(replies.getByTestId('comment-content')).toHaveText([answer]);
  await snapAtWidth(authorPage, 'report-detail');

  // The partner sees the answer under their comment.
  await partnerPage.reload();
  await expect(
    partnerPage
      .getByRole('list', { name: `Replies to ${partner.name}` })
      .getByTestId('comment-content'),
  ).toHaveText([answer]);
  await expect(partnerPage.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await snapAtWidth(partnerPage, 'report-detail-partner');

  // The author manages the policy the report was shared through: duplicate it, delete the
  // copy, and turn comments off; the partner can then read but no longer comment.
  await authorPage.goto('/reports');
  await authorPage.getByRole('link', { name: 'Sharing policies' }).click();
  await expect(authorPage).toHaveURL(/\/reports\/policies$/);
  const policies = authorPage.getByRole('list', { name: 'Sharing policies' });
  const partners = policies.getByRole('listitem', { name: /^Hunting partners: / });
  await expect(partners).toHaveCount(1);
  await expect(partners).toContainText('Chosen hunting partners');
  await expect(partners).toContainText(`Allowed: ${partner.name}`);
  await expect(partners).toContainText('Comments on');
  const policyName = (await partners.getAttribute('aria-label')) ?? '';
  await partners.getByRole('button', { name: `Duplicate ${policyName}` }).click();
  await expect(toast(authorPage, 'Policy duplicated')).toBeVisible();
  const copy = policies.getByRole('listitem', { name: `${policyName} (copy)` });
  await expect(copy).toContainText(`Allowed: ${partner.name}`);
  await snapAtWidth(authorPage, 'sharing-policies');
  await copy.getByRole('button', { name: `Delete ${policyName} (copy)` }).click();
  await authorPage
    .getByRole('dialog', { name: `Delete ${policyName} (copy)?` })
    .getByRole('button', { name: 'Delete policy' })
    .click();
  await expect(toast(authorPage, 'Policy deleted')).toBeVisible();
  await expect(copy).toHaveCount(0);

  const original = policies.getByRole('listitem', { name: policyName, exact: true });
  await original.getByRole('button', { name: `Edit ${policyName}` }).click();
  const edit = authorPage.getByRole('dialog', { name: 'Edit sharing policy' });
  await expect(edit.getByLabel('Who can read')).toHaveValue('user');
  await expect(edit.getByRole('checkbox', { name: new RegExp(partner.name) })).toBeChecked();
  const comments = edit.getByRole('switch', { name: 'Allow comments' });
  await expect(comments).toHaveAttribute('aria-checked', 'true');
  await comments.click();
  await expect(comments).toHaveAttribute('aria-checked', 'false');
  await snapAtWidth(authorPage, 'sharing-policy-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(authorPage, 'Policy updated')).toBeVisible();
  await expect(original).toContainText('Comments off');

  await partnerPage.reload();
  await expect(partnerPage.getByText('Comments are turned off for this report.')).toBeVisible();
  await expect(partnerPage.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await expect(partnerPage.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
  await expect(partnerPage.getByRole('list', { name: 'Comment thread' })).toContainText(answer);
  await snapAtWidth(partnerPage, 'report-comments-off');

  // A stranger does not see it in the list, nor by its address.
  await stranger.page.goto('/reports');
  await expect(reportsShown(stranger.page)).toBeVisible();
  await expect(stranger.page.getByRole('link', { name: reportTitle, exact: true })).toHaveCount(0);
  await stranger.page.goto(`/reports/${id}`);
  await expect(stranger.page.getByRole('heading', { name: 'Report not found' })).toBeAttached();
  await expect(stranger.page.getByText('Report not found', { exact: true }).last()).toBeVisible();
  await snapAtWidth(stranger.page, 'report-not-found');

  // The same screens on a desktop.
  await authorPage.setViewportSize(desktop);
  await authorPage.goto('/reports');
  await expect(authorPage.getByRole('list', { name: 'Reports' })).toContainText(reportTitle);
  await snapAtWidth(authorPage, 'reports-list');
  await authorPage.goto(`/reports/${id}`);
  await expect(authorPage.getByRole('list', { name: `Replies to ${partner.name}` })).toBeVisible();
  await snapAtWidth(authorPage, 'report-detail');
  await authorPage.goto('/reports/policies');
  await expect(authorPage.getByRole('list', { name: 'Sharing policies' })).toBeVisible();
  await snapAtWidth(authorPage, 'sharing-policies');
  await authorPage.goto('/reports');
  await authorPage.getByRole('button', { name: 'New report' }).click();
  await expect(authorPage.getByRole('dialog', { name: 'Create Report' })).toBeVisible();
  await snapAtWidth(authorPage, 'report-modal');
  await authorPage.keyboard.press('Escape');
  await expect(authorPage.getByRole('dialog', { name: 'Create Report' })).toBeHidden();

  for (const hunter of [author, partner, stranger]) await hunter.page.context().close();
});

/** The page never scrolls sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const longPlace = `Sacramento-National-Wildlife-Refuge-pond-seven-north-levee-blind-${'x'.repeat(30)}`;

for (const layout of layouts) {
  test(`the reports' seams at ${layout.viewport.width} px: a draft kept until Discard, toasts off the Create Report button, the list sorted by date or title, a long place name wrapped`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const hunter = await hunterAt(browser, testInfo, layout, 'Seams');
    const { page } = hunter;
    const request = page.context().request;
    const auth = { latitude: 39.3173, longitude: -121.7955, privacy_level: 'public' };
    for (const [title, day] of [
      ['Alpha: pintail on the flats', '2026-11-02'],
      ['Bravo: geese off the rice', '2026-11-20'],
      ['Charlie: teal at first light', '2026-11-10'],
    ] as const) {
      await createThroughApi(request, hunter.api, '/api/reports/', {
        ...auth,
        title,
        content: 'Birds worked the decoys.',
        report_date: day,
        location_name: title.startsWith('Bravo') ? longPlace : 'North pond',
      });
    }

    // Newest report date first, then by title; the choice is kept in the URL. (Mine: other
    // journeys' public reports share the server.)
    await page.goto('/reports?scope=mine');
    const titles = page.getByRole('list', { name: 'Reports' }).getByRole('heading');
    await expect(titles).toHaveText([/^Bravo/, /^Charlie/, /^Alpha/]);
    await page.getByLabel('Sort by').selectOption({ label: 'Title' });
    await expect(page).toHaveURL(/\/reports\?scope=mine&sort=title$/);
    await expect(titles).toHaveText([/^Alpha/, /^Bravo/, /^Charlie/]);
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('title');
    await expectNoSidewaysScroll(page);
    await snapAtWidth(page, `seams-reports-sorted-${layout.viewport.width}`);

    // A long place name wraps on the report's page too.
    await page.getByRole('link', { name: /^Bravo/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bravo/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snapAtWidth(page, `seams-long-place-${layout.viewport.width}`);

    // A half-written report survives Escape until the hunter chooses Discard.
    await page.goto('/reports');
    await page.getByRole('button', { name: 'New report' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create Report' });
    await modal.getByLabel('Report Title').fill('Wigeon on the bay');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard this report?' });
    await expect(ask).toBeVisible();
    await snapAtWidth(page, `seams-discard-${layout.viewport.width}`);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(modal.getByLabel('Report Title')).toHaveValue('Wigeon on the bay');

    // The on-submit error toast never covers the Create Report button.
    const create = modal.getByRole('button', { name: 'Create Report' });
    await create.click();
    const problem = toast(page, 'Content required');
    await expect(problem).toBeVisible();
    await snapAtWidth(page, `seams-toast-${layout.viewport.width}`);
    const [toastBox, buttonBox] = await Promise.all([
      page.getByRole('region', { name: 'Notifications' }).getByRole('alert').first().boundingBox(),
      create.boundingBox(),
    ]);
    if (!toastBox || !buttonBox) throw new Error('toast or button not laid out');
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(modal).toBeHidden();

    // The feed's tabs: all fit, or the row shows there are more.
    await page.goto('/feed');
    const tabs = page.getByRole('tablist', { name: 'Activity Feed' });
    await expect(tabs).toBeVisible();
    const hidden = await tabs.evaluate((row) => row.scrollWidth > row.clientWidth);
    if (hidden) await expect(page.getByTestId('tabs-more-after')).toBeVisible();
    await snapAtWidth(page, `seams-feed-tabs-${layout.viewport.width}`);
    await page.context().close();
  });
}
