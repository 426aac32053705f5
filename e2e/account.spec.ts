import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import { resetLinkMailedTo } from './support/outbox';
import { fillSignIn, goToProfile, signOut, signUp } from './support/session';

/** Password hashing runs at OWASP's scrypt cost in the built server: slow on a loaded machine. */
const HASHING = { timeout: 30_000 };

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const layout of layouts) {
  test.describe(`the hunter's account on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('changes the password, resets a forgotten one from the mailed link, then deletes the account', async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      const hunter = newHunter(`acct${layout.name}`);
      await signUp(page, hunter);
      await goToProfile(page);

      const sessions = page.getByRole('region', { name: 'Sessions' });
      await expect(sessions.getByTestId('session')).toHaveCount(1);
      await expect(sessions.getByText('This device')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Export your data' })).toBeVisible();
      await page.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`profile-account-${layout.name}.png`),
        fullPage: true,
      });

      const password = page.getByRole('region', { name: 'Change password' });
      await password.getByLabel('Current password').fill('not-my-password');
      await password.getByLabel('New password').fill('marsh-fog-2026');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(password.getByText('Current password is incorrect.')).toBeVisible(HASHING);
      await password.getByLabel('Current password').fill(hunter.password);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
      // This session goes on with its new token.
      await page.reload();
      await expect(page.getByTestId('profile-email')).toHaveText(hunter.email);

      await signOut(page);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(hunter.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toContainText('If an account uses that address');

      await page.goto(await resetLinkMailedTo(hunter.email));
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`reset-password-${layout.name}.png`),
      });
      await page.getByLabel('New password').fill('after-reset-2026');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Password reset. Sign in with your new password.',
        HASHING,
      );
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await fillSignIn(page, { email: hunter.email, password: 'after-reset-2026' });
      await expect(page).not.toHaveURL(/\/auth\//, HASHING);

      await goToProfile(page);
      // Headless Chromium refuses persistent storage, so its notice sits over the page's foot.
      const storageNotice = page.getByRole('button', { name: 'Dismiss' });
      if (await storageNotice.isVisible()) await storageNotice.click();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete account' });
      await expect(dialog).toBeVisible();
      await page.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`delete-account-${layout.name}.png`),
      });
      await dialog.getByLabel('Enter your password to confirm').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Delete account for good' }).click();
      await expect(dialog.getByText('Password is incorrect.')).toBeVisible(HASHING);
      await dialog.getByLabel('Enter your password to confirm').fill('after-reset-2026');
      await dialog.getByRole('button', { name: 'Delete account for good' }).click();
      await expect(page).toHaveURL(/\/auth\/signin$/, HASHING);

      await fillSignIn(page, { email: hunter.email, password: 'after-reset-2026' });
      await expect(page.getByText('Incorrect email or password')).toBeVisible(HASHING);
    });
  });
}
