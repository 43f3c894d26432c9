import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, joinApiPlayers, mutate, tagged } from './helpers';

/**
 * Issue #21, errors that clear when resolved: on the sign-in form, the lobby's settings, the vote
 * and a night action, a message about what the user entered goes as soon as they change it (each
 * message sits in an aria-live region, so its going is announced too). Sign-in and settings are
 * refused by the real server; the vote and the action answers are the server's rejection value
 * for a choice that stopped being legal, given by the route (`rejectNext`), since the client only
 * offers legal choices.
 */
const viewOf = async (api: APIRequestContext, gameId: string): Promise<OwnView> => {
  const response = await api.get(`/trpc/game.view?input=${encodeURIComponent(JSON.stringify({ gameId }))}`);
  return ((await response.json()) as { result: { data: OwnView } }).result.data;
};

/** The next call of `procedure` answers the rejection value `code` (a batched tRPC answer). */
async function rejectNext(page: Page, procedure: string, code: string): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, (route) => route.fulfill({ json: [{ result: { data: { ok: false, rejection: { code } } } }] }), { times: 1 });
}

async function startedGame(baseURL: string | undefined, tag: string, firstPhase: 'day' | 'night') {
  const host = await account(baseURL, `ech${firstPhase[0] ?? ''}${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title: `Errors ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase } });
  const players = await joinApiPlayers(baseURL, gameId, `ecp${firstPhase[0] ?? ''}`, 7, { suffix: tag });
  expect(await mutate(host, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  return { gameId, host, players };
}

test('the sign-in error goes when the password is edited', async ({ page, baseURL }) => {
  const tag = tagged();
  const api = await account(baseURL, `ecs${tag}`);
  await page.goto('/#/signin');
  await page.locator('input[name=username]').fill(`ecs${tag}`);
  await page.locator('input[name=password]').fill('not-the-password');
  await page.locator('form button[type=submit]').click();
  const alert = page.locator('form [aria-live] [role=alert]');
  await expect(alert).toBeVisible();
  await page.locator('input[name=password]').fill('correct-horse-battery');
  await expect(alert).toHaveCount(0);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('#games-title')).toBeVisible();
  await api.dispose();
});

test("the lobby settings' rejection goes when the host edits the value", async ({ browser, baseURL }) => {
  const tag = tagged();
  const host = await account(baseURL, `ecl${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title: `Settings ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7' });
  const context = await browser.newContext({ storageState: await host.storageState() });
  const page = await context.newPage();
  await page.goto(`/#/game/${gameId}`);
  await page.getByRole('button', { name: 'Change the settings' }).click();
  const day = page.locator('fieldset[data-duration=dayLength]');
  // 800 hours: beyond the 30 days a step may last (kernel MAX_DURATION_MS), refused by the server.
  await day.getByLabel('Hours').fill('800');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  const message = page.getByTestId('lobby-setup').locator('[aria-live] [role=alert]');
  await expect(message).toBeVisible();
  await day.getByLabel('Hours').fill('2');
  await expect(message).toHaveCount(0);
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByTestId('lobby-setup').locator('dd[data-setting=dayLength]')).toContainText('2 h');
  await context.close();
  await host.dispose();
});

test('a refused vote and a refused action: the message goes when the choice changes', async ({ browser, baseURL }) => {
  const tag = tagged();
  // The vote, by day.
  const day = await startedGame(baseURL, tag, 'day');
  const voter = day.players[0] as APIRequestContext;
  const context = await browser.newContext({ storageState: await voter.storageState() });
  const page = await context.newPage();
  await page.goto(`/#/game/${day.gameId}`);
  const select = page.getByTestId('vote-lynch-main');
  await expect(select.locator('option').nth(2)).toBeAttached();
  const options = await select.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await select.selectOption(options[0] ?? '');
  await rejectNext(page, 'game.vote', 'poll-closed');
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const voteMessage = page.locator('.poll[data-poll=lynch] form [aria-live] [role=alert]');
  await expect(voteMessage).toBeVisible();
  await select.selectOption(options[1] ?? '');
  await expect(voteMessage).toHaveCount(0);
  await context.close();

  // A night action.
  const night = await startedGame(baseURL, `${tag}n`, 'night');
  let actor: APIRequestContext | null = null;
  let ability = '';
  for (const api of night.players) {
    const move = (await viewOf(api, night.gameId)).available.find((a) => a.type === 'submit-intent');
    if (move && 'ability' in move) {
      actor = api;
      ability = move.ability;
      break;
    }
  }
  if (!actor) throw new Error('nobody acts tonight');
  const nightContext = await browser.newContext({ storageState: await actor.storageState() });
  const nightPage = await nightContext.newPage();
  await nightPage.goto(`/#/game/${night.gameId}`);
  const form = nightPage.locator(`form.action[data-ability="${ability}"]`);
  const target = nightPage.getByTestId(`target-${ability}-0`);
  await expect(target.locator('option').nth(2)).toBeAttached();
  const targets = await target.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await target.selectOption(targets[0] ?? '');
  await rejectNext(nightPage, 'game.act', 'invalid-target');
  await form.locator('button[type=submit]').click();
  const actionMessage = form.locator('[aria-live] [role=alert]');
  await expect(actionMessage).toBeVisible();
  await target.selectOption(targets[1] ?? '');
  await expect(actionMessage).toHaveCount(0);
  await nightContext.close();
  for (const api of [day.host, ...day.players, night.host, ...night.players]) await api.dispose();
});
