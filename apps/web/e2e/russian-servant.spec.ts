import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #18 (russian-extended part 4 §2.4) in the browser: a servant signs up in the lobby beside the
 * setup's twelve (EL-1) with the ruleset's sign-up form, naming his master and a soft treatment
 * (SV-9a, SV-9b). At night, his master absent, his screen offers the master's moves, marked as sent
 * for him (SV-6); he sends the commissar's check and it is recorded as the master's own move.
 * The other players and the host's steps go through the API.
 */

// With this seed the kit deals the standard table's fourth seat the commissar
// (rulesets/russian-extended/src/elite-signup.ts deals the twelve first; the servant joins last).
const SEED = 'servant-e2e';
const MASTER_INDEX = 3;

test('a servant signs up for his master and sends his check from the offered move', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `rsh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: 'servant', rulesetId: 'russian-extended', setupId: 'standard', seed: SEED });
  const main = (await joinApiPlayers(baseURL, gameId, 'rsp', 12, { suffix: tag })).map((api, i) => ({ api, name: `rsp${i}${tag}` }));
  const master = main[MASTER_INDEX] as { api: APIRequestContext; name: string };

  const servant = await (await browser.newContext()).newPage();
  await signUp(servant, `rss${tag}`);
  await servant.goto(`/#/game/${gameId}`);
  await servant.getByLabel(/Elite role/).selectOption('servant');
  await servant.getByLabel(/Your master/).fill(master.name);
  await servant.getByLabel(/How your master treats you/).selectOption('soft');
  await servant.getByRole('button', { name: 'Sign up to play' }).click();
  await expect(servant.getByTestId('signups')).toContainText(`rss${tag}`);
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  // To the first night: the day-1 election's steps closed by the host.
  for (let guard = 0; guard < 10; guard++) {
    const own = await ownView(servant, gameId);
    if (own.view?.clock.phase.kind === 'night') break;
    expect(await mutate<{ ok: boolean }>(hostApi, 'host.closeStep', { gameId })).toMatchObject({ ok: true });
  }
  const own = await ownView(servant, gameId);
  const masterSeat = own.view?.seats.find((s) => s.name === master.name);
  if (!masterSeat) throw new Error('the master has no seat');
  // The servant is told his master's role under soft treatment (SV-9b): the commissar, by the seed.
  await servant.goto(`/#/game/${gameId}`);
  const check = servant.locator(`form.action[data-ability="check"][data-proxy="${masterSeat.id}"]`);
  await expect(check).toBeVisible({ timeout: 30_000 });
  await expect(check.getByTestId('proxy-check')).toHaveText(`Sent for ${master.name}, as his move`);
  const target = main.find((p, i) => i !== MASTER_INDEX)?.name ?? '';
  const targetSeat = own.view?.seats.find((s) => s.name === target)?.id ?? '';
  await check.getByTestId('target-check-0').selectOption(targetSeat);
  await check.getByRole('button', { name: 'Send' }).click();
  await expect(check.getByRole('status').first()).toContainText(target, { timeout: 30_000 });
  await screenshot(servant, info, 'russian-servant-acts-for-master');

  // Recorded as the master's own check, sent by the servant.
  const seen = await query<{ view: { intents: unknown[] } | null }>(master.api, 'game.view', { gameId });
  expect(seen.view?.intents).toContainEqual(expect.objectContaining({ actor: masterSeat.id, ability: 'check', targets: [targetSeat] }));
});

