import { expect, test, type Page } from '@playwright/test';

/** Presses `key` until the focused element matches `selector` (at most `limit` presses). */
async function focusBy(page: Page, key: string, selector: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${selector} never got the focus with ${key}`);
}

test('a new player signs up with the keyboard alone, and sees where the focus is', async ({ page }) => {
  await page.goto('/#/signin');
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');

  await focusBy(page, 'Tab', 'section.card button.link-button');
  await page.keyboard.press('Enter');
  await expect(page.locator('#signin-title')).toHaveText('Create an account');
  await focusBy(page, 'Shift+Tab', 'input[name=username]');
  await page.keyboard.type(`kb-${Date.now().toString(36)}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('correct-horse-battery');
  await page.keyboard.press('Enter');
  await expect(page.locator('#games-title')).toBeVisible();

  // The create form is reachable and labelled: every control has an accessible name.
  await focusBy(page, 'Tab', 'input[name=title]', 30);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('main input, main select, main textarea, main button')].filter((el) => {
      const id = el.getAttribute('id');
      const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
      return !label && !el.getAttribute('aria-label') && !(el.textContent ?? '').trim();
    }).length,
  );
  expect(unnamed).toBe(0);
});
