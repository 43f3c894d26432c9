import { expect, test } from '@playwright/test';
import { mutate, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21, before signing up and host tools: a visitor to a lobby reads the setup's roles grouped
 * by team and the timers; the host changes a timer (everyone reads the new one) and deletes a game
 * that never started, after a confirmation.
 */
test('the lobby shows the setup and the timers; the host edits the settings and deletes the game', async ({ browser }, info) => {
  const tag = tagged();
  const host = await (await browser.newContext()).newPage();
  await signUp(host, `ls${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host.request, 'lobby.create', {
    title: `Setup ${tag}`,
    rulesetId: 'sandbox',
    setupId: 'classic-7',
    settings: { dayLength: 5_400_000 },
  });
  const visitor = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await signUp(visitor, `lw${tag}`);
  await visitor.goto(`/#/game/${gameId}`);
  const setup = visitor.getByTestId('lobby-setup');
  // Roles by team, in the ruleset's order of teams (the sandbox: town, then mafia).
  await expect(setup.locator('.team-roles')).toHaveCount(2);
  await expect(setup.locator('.team-roles').first()).toHaveAttribute('data-team', 'town');
  await expect(setup.locator('.team-roles[data-team=mafia] .chip')).toHaveCount(2);
  await expect(setup.locator('.team-roles[data-team=town] .chip')).toHaveCount(5);
  // The timers, read before signing up, in the reader's language.
  await expect(setup.locator('dd[data-setting=dayLength]')).toHaveText('1 ч 30 мин');
  await expect(setup.locator('dd[data-setting=nightLength]')).toHaveText('30 с');
  await expect(visitor.getByRole('button', { name: 'Изменить настройки' })).toHaveCount(0);

  // The host changes the day length: 2 h 15 min.
  await host.goto(`/#/game/${gameId}`);
  await host.getByRole('button', { name: 'Change the settings' }).click();
  const day = host.locator('fieldset[data-duration=dayLength]');
  await day.getByLabel('Hours').fill('2');
  await day.getByLabel('Minutes').fill('15');
  await host.getByRole('button', { name: 'Save the settings' }).click();
  await expect(host.getByTestId('lobby-setup').locator('dd[data-setting=dayLength]')).toHaveText('2 h 15 min');
  await expect(setup.locator('dd[data-setting=dayLength]')).toHaveText('2 ч 15 мин', { timeout: 15_000 });
  await screenshot(visitor, info, 'lobby-setup-ru');

  // Delete asks first; "Keep it" keeps it; "Yes, delete it" deletes and goes home.
  await host.getByRole('button', { name: 'Delete this game' }).click();
  await expect(host.getByRole('alert').filter({ hasText: `Delete “Setup ${tag}”` })).toBeVisible();
  await host.getByRole('button', { name: 'Keep it' }).click();
  await expect(host.getByRole('button', { name: 'Delete this game' })).toBeVisible();
  await host.getByRole('button', { name: 'Delete this game' }).click();
  await host.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(host.locator('#games-title')).toBeVisible();
  const gone = await query<unknown>(host, 'lobby.get', { gameId }).catch((e: unknown) => String(e));
  expect(String(gone)).toContain('unknown-game');
});
