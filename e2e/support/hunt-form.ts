import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Adds `quantity` of one species to the hunt being logged, through the Add Bird form. */
export async function addBirdToNewHunt(
  page: Page,
  category: string,
  species: string,
  quantity: number,
) {
  await page.getByRole('button', { name: 'Add Bird' }).click();
  const form = page.getByRole('form', { name: 'Add bird' });
  await form.getByRole('group', { name: 'Category' }).getByText(category, { exact: true }).click();
  await form.getByLabel('Species').selectOption({ label: species });
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
}
