import { expect, test } from './fixtures';
import { newHunter } from './support/hunters';
import {
  accountButton,
  fillSignIn,
  goToProfile,
  registerHunter,
  signOut,
  signUp,
} from './support/session';

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const layout of layouts) {
  test.describe(`on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a hunter signs up, edits the profile, signs out and signs back in', async ({ page }) => {
      const hunter = newHunter(layout.name);
      await signUp(page, hunter);
      await expect(page).not.toHaveURL(/\/auth\//);

      await goToProfile(page);
      await expect(page.getByTestId('profile-name')).toHaveText(hunter.name);
      await expect(page.getByTestId('profile-username')).toHaveText(`@${hunter.username}`);
      await expect(page.getByTestId('profile-email')).toHaveText(hunter.email);

      const renamed = {
        name: `${hunter.name} Pintail`,
        username: `${hunter.username.slice(0, 26)}_pin`,
      };
      await page.getByLabel('Name', { exact: true }).fill(renamed.name);
      await page.getByLabel('Username', { exact: true }).fill(renamed.username);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveText(renamed.name);
      await expect(page.getByTestId('profile-username')).toHaveText(`@${renamed.username}`);

      // A reload keeps the hunter signed in: the refresh cookie buys a new token.
      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText(renamed.name);

      await signOut(page);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fprofile$/);

      await fillSignIn(page, hunter);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-name')).toHaveText(renamed.name);
      await expect(accountButton(page)).toBeVisible();
    });
  });
}

test('a signed-out visitor of a protected page signs in and returns to it', async ({
  page,
  request,
}) => {
  const hunter = newHunter('return');
  await registerHunter(request, hunter);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await fillSignIn(page, { email: hunter.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

  await fillSignIn(page, hunter);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(hunter.email);
});

test('a username already taken is refused on its field', async ({ page, request }) => {
  const first = newHunter('first');
  await registerHunter(request, first);
  const second = { ...newHunter('second'), username: first.username };

  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(second.name);
  await page.getByLabel('Username', { exact: true }).fill(second.username);
  await page.getByLabel('Email', { exact: true }).fill(second.email);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('That username is already taken')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('an unknown page shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-marsh');
  await expect(page.getByText('Page not found', { exact: true }).first()).toBeVisible();
});
