import { expect, test } from '@playwright/test';
import { joinApiPlayers, mutationResult, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #22, "Done when": a host builds, validates, estimates and starts a custom setup in a real
 * browser. The host starts from the sandbox's classic-7, makes the mafia half the table (the
 * ruleset's problem shows), fixes it to a 6-player setup, estimates its balance with the informed
 * bots (a progress bar, then win rates with intervals and the chart by day), saves it, opens the
 * share link, creates a game from it and starts it with six players.
 */
test('a host builds, validates, estimates, saves, shares and starts a custom setup', async ({ browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const tag = tagged();
  const host = await (await browser.newContext()).newPage();
  await signUp(host, `se${tag}`);
  await host.getByRole('link', { name: 'Setup editor' }).first().click();
  await expect(host.locator('#setup-editor-title')).toHaveText('Setup editor');
  await host.locator('select[name=ruleset]').selectOption('sandbox');
  // Start from classic-7: goon ×2, cop, doctor, villager ×2, a bulletproof villager.
  await host.locator('select[name=start]').selectOption({ index: 1 });
  await expect(host.locator('input[name=count-0]')).toHaveValue('2');
  await expect(host.locator('.setup-problems .ok')).toHaveText('The setup is valid.');

  // Five goons against five others: the sandbox's parity check names the problem.
  await host.locator('input[name=count-0]').fill('5');
  const problem = host.locator('.setup-problems li[data-code=informed-majority]');
  await expect(problem).toHaveText('The mafia (5) are not fewer than everyone else (5): they win before anyone plays.');
  await expect(host.locator('button[name=estimate]')).toBeDisabled();
  await screenshot(host, info, 'setup-editor-problem');
  // Fixed: one goon, six players.
  await host.locator('input[name=count-0]').fill('1');
  await expect(problem).toHaveCount(0);
  await expect(host.locator('.setup-problems .ok')).toBeVisible();
  await expect(host.getByText('6 players')).toBeVisible();

  // The estimate: a progress bar, then each faction's win rate with its interval and the chart.
  await host.locator('button[name=estimate]').click();
  await expect(host.locator('.estimate progress')).toBeVisible();
  await expect(host.locator('.estimate-result h3')).toHaveText('Balance estimate (300 games, informed strategy)', { timeout: 120_000 });
  await expect(host.locator('.estimate progress')).toHaveCount(0);
  for (const faction of ['town', 'mafia']) {
    await expect(host.locator(`.win-rates li[data-faction=${faction}]`)).toHaveText(/^(Town|Mafia): \d+\.\d% \(95% \d+\.\d–\d+\.\d%\)$/);
  }
  await expect(host.locator('.win-rate-chart svg polyline')).toHaveCount(2);
  await screenshot(host, info, 'setup-editor-estimate');

  // Save → a share link.
  await host.locator('input[name=title]').fill(`Custom ${tag}`);
  await host.locator('button[name=save]').click();
  const link = host.locator('.share a');
  await expect(link).toHaveAttribute('href', /#\/setups\/[A-Za-z0-9_-]{16}$/);
  const shared = (await link.getAttribute('href')) ?? '';
  const shareId = shared.split('/').pop() ?? '';

  // The share link opens the editor with the saved setup, in another browser of the host.
  const again = await (await browser.newContext()).newPage();
  await signUp(again, `sf${tag}`);
  await again.goto(shared);
  await expect(again.locator('input[name=title]')).toHaveValue(`Custom ${tag}`);
  await expect(again.locator('input[name=count-0]')).toHaveValue('1');
  await expect(again.locator('.setup-problems .ok')).toBeVisible();
  await again.locator('button[name=create-game]').click();
  await expect(again).toHaveURL(/#\/game\/[^/]+$/);
  const gameId = again.url().split('/').pop() ?? '';
  const lobby = await query<{ game: { setupId: string; needed: number } }>(again, 'lobby.get', { gameId });
  expect(lobby.game).toMatchObject({ setupId: `custom:${shareId}`, needed: 6 });

  // Six players sign up; the host starts the game from the lobby page.
  for (const player of await joinApiPlayers(baseURL, gameId, 'sp', 6, { suffix: tag, from: 1 })) await player.dispose();
  await again.reload();
  expect((await mutationResult(again, 'lobby.start', () => again.getByRole('button', { name: 'Start the game' }).click())).ok).toBe(true);
  await expect.poll(async () => (await query<{ game: { status: string } }>(again, 'lobby.get', { gameId })).game.status).toBe('running');
  await screenshot(again, info, 'setup-editor-game');
});
