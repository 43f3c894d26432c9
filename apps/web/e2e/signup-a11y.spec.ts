import { expect, test } from '@playwright/test';
import type { RulesetSummary } from '../src/trpc';
import { account, expectAccessible, joinApiPlayers, mutate, ownView, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #7 polish in the browser: the generated forms (sign-up options with their labels, step
 * durations as hours + minutes) pass axe-core, and a player reads an earlier day's votes through the
 * vote panel's phase selector. Lobby and host moves go through the API: the checks are on the pages.
 */

// Seed 002 (Setup): a 1923 player chooses a level and names a family group; seed 001: a Gorny
// newcomer names an experienced buddy. Both forms are generated from the ruleset's sign-up schema.
const SIGNUP_FORMS: Array<[string, string[]]> = [
  ['mafia-1923', ['level', 'group']],
  ['gorny', ['experienced', 'buddy']],
];
for (const [rulesetId, fields] of SIGNUP_FORMS) {
  test(`the ${rulesetId} sign-up options form is labelled and accessible`, async ({ page, baseURL }) => {
    const tag = tagged();
    const host = await account(baseURL, `sh${tag}${rulesetId.slice(0, 3)}`);
    const rulesets = ((await (await host.get('/trpc/rulesets.list')).json()) as { result: { data: RulesetSummary[] } }).result.data;
    const setup = rulesets.find((r) => r.id === rulesetId)?.setups[0];
    if (!setup) throw new Error(`${rulesetId} has no setup`);
    const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title: `${rulesetId} sign-ups`, rulesetId, setupId: setup.id, settings: {} });

    await signUp(page, `sp${tag}${rulesetId.slice(0, 3)}`);
    await page.goto(`/#/game/${gameId}`);
    const form = page.locator('fieldset.settings');
    await expect(form).toBeVisible();
    // Every field has a visible label in the ruleset's words, never its raw field name.
    for (const name of fields) {
      const input = form.locator(`[name=${name}]`);
      await expect(input).toBeVisible();
      const id = await input.getAttribute('id');
      const label = form.locator(`label[for="${id}"]`);
      await expect(label).toBeVisible();
      expect((await label.innerText()).trim()).not.toBe(name);
    }
    if (fields.includes('level')) await expect(form.locator('select[name=level] option[value=beginner]')).toHaveText('Beginner');
    await expectAccessible(page, `${rulesetId} sign-up options`);
    await host.dispose();
  });
}

test('step durations are hours and minutes in the create form, and are submitted as milliseconds', async ({ page }) => {
  const tag = tagged();
  await signUp(page, `sd${tag}`);
  await page.locator('select[name=ruleset]').selectOption('mafia-1923');
  // 1923's nights and days last ten hours (36 000 000 ms) by default.
  const night = page.getByRole('group', { name: 'Night length' });
  await expect(night.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('10');
  await expect(night.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('0');
  await expect(page.getByText('courtFamilies', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Families sent to court each day')).toHaveValue('3');
  await expectAccessible(page, 'create form with durations');

  // Zero is not a length: the reason is shown and the browser keeps the form from being sent.
  await night.getByRole('spinbutton', { name: 'Hours' }).fill('0');
  await expect(night.getByRole('alert')).toHaveText('The length must be more than zero.');
  await expect(night.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name=title]').fill(`durations ${tag}`);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/#\/game\//);

  // With the keyboard: 8 h 30 min.
  await night.getByRole('spinbutton', { name: 'Hours' }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('30');
  await expect(night.getByRole('alert')).toHaveCount(0);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/#\/game\/[^/]+$/);
  const gameId = decodeURIComponent(page.url().split('#/game/')[1] ?? '');
  const lobby = await query<{ game: { settings: Record<string, unknown> } }>(page, 'lobby.get', { gameId });
  expect(lobby.game.settings).toMatchObject({ nightLength: 30_600_000, dayLength: 36_000_000 });
});

test('a player reads Day 1’s votes on Day 2 through the vote panel’s phase selector', async ({ page, baseURL }, info) => {
  const tag = tagged();
  const host = await account(baseURL, `vh${tag}`);
  // A fixed seed: the same deal on every run. Nobody is eliminated, so the game reaches Day 2.
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', {
    title: 'vote history',
    rulesetId: 'sandbox',
    setupId: 'classic-7',
    settings: { firstPhase: 'day' },
    seed: 'e2e-vote-history',
  });
  await signUp(page, `vp${tag}`);
  await mutate(page.request, 'lobby.join', { gameId, as: 'player' });
  const others = new Map((await joinApiPlayers(baseURL, gameId, 'vo', 6, { suffix: tag })).map((api, i) => [`vo${i}${tag}`, api]));
  expect(await mutate<{ ok: boolean }>(host, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  // Day 1: the viewer and one other vote for a third player: two of seven, no majority, no lynch.
  const day1 = await ownView(page, gameId);
  const me = day1.viewer.kind === 'seat' ? day1.viewer.seat : '';
  const cast = day1.available.find((a) => a.type === 'cast-ballot');
  if (!day1.view || cast?.type !== 'cast-ballot') throw new Error('no Day 1 vote');
  const seats = day1.view.seats;
  const target = seats.find((s) => s.id !== me && s.id !== seats[1]?.id && s.id !== seats[0]?.id);
  const second = seats.find((s) => s.id !== me && s.id !== target?.id);
  if (!target || !second) throw new Error('not enough seats');
  const secondApi = others.get(second.name);
  if (!secondApi) throw new Error(`no account for ${second.name}`);
  expect(await mutate<{ ok: boolean }>(page.request, 'game.vote', { gameId, poll: cast.poll, targets: [target.id] })).toMatchObject({ ok: true });
  expect(await mutate<{ ok: boolean }>(secondApi, 'game.vote', { gameId, poll: cast.poll, targets: [target.id] })).toMatchObject({ ok: true });

  // The host ends Day 1 and Night 1 (nobody acts at night).
  for (const phase of ['night', 'day']) {
    const before = (await ownView(page, gameId)).seq;
    expect(await mutate<{ ok: boolean }>(host, 'host.closeStep', { gameId })).toMatchObject({ ok: true });
    await expect.poll(async () => (await ownView(page, gameId)).seq).toBeGreaterThan(before);
    await expect.poll(async () => (await ownView(page, gameId)).view?.clock.phase.kind).toBe(phase);
  }
  const day2 = await ownView(page, gameId);
  expect(day2.view?.clock.phase).toMatchObject({ kind: 'day', number: 2 });
  expect(day2.view?.result ?? null).toBeNull();

  await page.goto(`/#/game/${gameId}`);
  const selector = page.getByTestId('vote-day');
  await expect(selector).toBeVisible();
  await expect(selector.locator('option:checked')).toContainText('Day 2');
  await selector.selectOption({ label: 'Day 1' });
  // Day 1's poll: the tally names the target with two votes and both voters.
  const poll = page.locator(`.poll[data-poll="${cast.poll}"]`);
  const row = poll.locator('table.tally').first().locator('tbody tr', { hasText: target.name });
  await expect(row.locator('td').first()).toHaveText('2');
  await expect(row).toContainText(second.name);
  // The chart's table: one row per change, the last one with the target at two.
  await poll.locator('details.vote-table summary').click();
  const history = poll.locator('details.vote-table table');
  await expect(history.locator('thead th', { hasText: target.name })).toHaveCount(1);
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').last().locator('td').first()).toHaveText('2');
  await expectAccessible(page, 'vote history');
  await screenshot(page, info, 'sandbox-vote-history');
  for (const api of [host, ...others.values()]) await api.dispose();
});
