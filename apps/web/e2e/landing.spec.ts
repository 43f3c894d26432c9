import { expect, test } from '@playwright/test';
import type { RulesetSummary } from '../src/trpc';
import { account, expectAccessible, mutate, screenshot, tagged } from './helpers';

/**
 * Issue #21, the public face: an anonymous visitor sees what this is, every ruleset with its rules
 * page, and the games by status; a game link opened before sign-in comes back after it.
 */
test('an anonymous visitor reads the landing page and the rules, and a game link returns after sign-in', async ({ page, baseURL }) => {
  const tag = tagged();
  const host = await account(baseURL, `lh${tag}`);
  const rulesets = ((await (await host.get('/trpc/rulesets.list')).json()) as { result: { data: RulesetSummary[] } }).result.data;
  const sandbox = rulesets.find((r) => r.id === 'sandbox');
  if (!sandbox?.setups[0]) throw new Error('the sandbox ruleset has no setup');
  const title = `Open table ${tag}`;
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title, rulesetId: 'sandbox', setupId: sandbox.setups[0].id, settings: {} });

  await page.goto('/');
  await expect(page.locator('#landing-title')).toBeVisible();
  await expect(page).toHaveURL(/#?\/?$/);
  // Every installed ruleset is listed, each linking to its rules.
  for (const r of rulesets) await expect(page.locator(`.ruleset-list li[data-ruleset="${r.id}"] a`)).toHaveAttribute('href', `#/rules/${r.id}`);
  // The new game is among the open ones, not among the running or finished.
  await expect(page.locator('section[data-status=lobby]').getByRole('link', { name: title })).toBeVisible();
  await expect(page.locator('section[data-status=running]').getByRole('link', { name: title })).toHaveCount(0);
  await expectAccessible(page, 'landing page');
  await screenshot(page, test.info(), 'landing-anonymous');

  // The rules are readable without an account.
  await page.locator('.ruleset-list li[data-ruleset=sandbox] a').click();
  await expect(page.locator('#rules-title')).toBeVisible();
  await expect(page).toHaveURL(/#\/rules\/sandbox$/);

  // A game link: sign in first (here a new account), then the game itself, not the games list.
  await page.goto('/');
  await page.locator('section[data-status=lobby]').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/#\/signin\?next=/);
  await page.locator('section.card button.link-button').click();
  await page.locator('input[name=username]').fill(`lv${tag}`);
  await page.locator('input[name=password]').fill('correct-horse-battery');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`#/game/${gameId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await host.dispose();
});

test('the landing page speaks Russian to a Russian browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#landing-title')).toHaveText('Мафия и оборотни онлайн');
  await expect(page.locator('#rulesets-title')).toHaveText('Правила');
  await screenshot(page, test.info(), 'landing-anonymous-ru');
  await context.close();
});
