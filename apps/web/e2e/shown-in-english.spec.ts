import { expect, test } from '@playwright/test';
import { signUp, tagged } from './helpers';

/**
 * Issue #20: a ruleset's texts fall back to English per namespace, and the page says so beyond
 * the role card: on the rules page and beside the lobby's ruleset description. Gorny ships
 * Ukrainian, mafia-1923 does not.
 */
test('a Ukrainian reader sees "shown in English" for mafia-1923, not for Gorny', async ({ page }) => {
  await page.goto('/#/rules/gorny');
  await page.locator('.language-switcher select').selectOption('uk');
  await expect(page.locator('#rules-title')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByTestId('shown-in-english')).toHaveCount(0);

  await page.goto('/#/rules/mafia-1923');
  await expect(page.locator('#rules-title')).toBeVisible();
  await expect(page.locator('.rules').getByTestId('shown-in-english')).toHaveText('показано англійською');

  // The lobby: the mark follows the chosen ruleset's description.
  await signUp(page, `uk${tagged()}`);
  const rulesetSelect = page.locator('select').filter({ has: page.locator('option[value="mafia-1923"]') });
  await rulesetSelect.selectOption('mafia-1923');
  await expect(page.locator('.hint').getByTestId('shown-in-english')).toHaveText('показано англійською');
  await rulesetSelect.selectOption('gorny');
  await expect(page.locator('.hint').getByTestId('shown-in-english')).toHaveCount(0);
});
