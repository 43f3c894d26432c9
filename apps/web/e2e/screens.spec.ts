import { expect, test, type Page } from '@playwright/test';
import type { RulesetSummary } from '../src/trpc';
import { account, joinApiPlayers, mutate, query, signUp, tagged } from './helpers';

/**
 * Issue #21, "a top-level heading on each screen" and "setup names readable": every screen a
 * visitor or a member reaches has exactly one `h1`, and the create form names every setup of every
 * ruleset in words, never by its id.
 */
async function oneHeading(page: Page, route: string, name: string | RegExp): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('h1')).toHaveCount(1);
}

test('every screen has one top-level heading', async ({ page, browser, baseURL }) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `shh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Headings ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' }, publicSpectators: true });
  const players = await joinApiPlayers(baseURL, gameId, 'shp', 7, { suffix: tag });
  const lobby = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Lobby ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7' });
  expect(await mutate(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  // Without an account: the landing page, sign-in, a rules page, a public game.
  await oneHeading(page, '/', 'Mafia and Werewolf, played online');
  await oneHeading(page, '/#/signin', 'Sign in');
  await oneHeading(page, '/#/rules/gorny', /Gorny/);
  await oneHeading(page, `/#/game/${gameId}`, `Headings ${tag}`);

  // Signed in: the games, a lobby, a game with its host console, the digest, a profile, the setup editor.
  const member = await (await browser.newContext({ storageState: await hostApi.storageState() })).newPage();
  await oneHeading(member, '/#/', 'Games');
  await oneHeading(member, `/#/game/${lobby.gameId}`, `Lobby ${tag}`);
  await oneHeading(member, `/#/game/${gameId}`, `Headings ${tag}`);
  await oneHeading(member, `/#/game/${gameId}/host`, `Headings ${tag}`);
  await oneHeading(member, '/#/notifications', 'Notifications');
  await oneHeading(member, `/#/user/shh${tag}`, `shh${tag}`);
  await oneHeading(member, '/#/setups', 'Setup editor');
  await oneHeading(member, '/#/nowhere', 'There is nothing at this address.');
  for (const api of [hostApi, ...players]) await api.dispose();
});

test('the create form names every setup of every ruleset in words', async ({ page }) => {
  await signUp(page, `sn${tagged()}`);
  const rulesets = await query<RulesetSummary[]>(page, 'rulesets.list', null);
  const rulesetSelect = page.locator('select[name=ruleset]');
  const setupSelect = page.locator('select[name=setup]');
  for (const ruleset of rulesets) {
    await rulesetSelect.selectOption(ruleset.id);
    const options = await setupSelect.locator('option').evaluateAll((list) => list.map((o) => ({ id: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    expect(options.map((o) => o.id)).toEqual(ruleset.setups.map((s) => s.id));
    for (const option of options) expect(option.text, `${ruleset.id}/${option.id}`).not.toMatch(new RegExp(`^${option.id} —`));
  }
});
