import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, joinApiPlayers, mutate, tagged } from './helpers';

/**
 * Issue #6 in the browser: an open game page follows the game through the live update stream
 * alone. Other players post and change their votes many times; the page shows every change, and
 * it never asks for the whole view again (each patch applied to the view the stream gave before;
 * a patch that did not fit would make the page reload the view, `GameScreen`).
 */

const viewOf = async (api: APIRequestContext, gameId: string): Promise<OwnView> => {
  const response = await api.get(`/trpc/game.view?input=${encodeURIComponent(JSON.stringify({ gameId }))}`);
  return ((await response.json()) as { result: { data: OwnView } }).result.data;
};

test('an open game page follows posts and votes live, from patches alone', async ({ browser, baseURL }) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `lh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', {
    title: 'live updates',
    rulesetId: 'sandbox',
    setupId: 'classic-7',
    settings: { firstPhase: 'day' },
    seed: 'e2e-live',
  });
  const players = await joinApiPlayers(baseURL, gameId, 'lp', 7, { suffix: tag });
  const [watcherApi, ...movers] = players;
  if (!watcherApi) throw new Error('no players');
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  // The watcher's browser shares its API context's session cookie.
  const context = await browser.newContext({ storageState: await watcherApi.storageState() });
  const page = await context.newPage();
  await page.goto(`/#/game/${gameId}`);
  await expect(page.locator('section.thread')).toBeVisible();
  const viewLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('game.view')) viewLoads.push(r.url());
  });

  // Seats of three movers, read through their own views.
  const seats: string[] = [];
  for (const api of movers) {
    const viewer = (await viewOf(api, gameId)).viewer;
    if (viewer.kind === 'seat') seats.push(viewer.seat);
  }
  const [a, b, c, d] = movers;
  const [, , , , targetOne, targetTwo] = seats;
  if (!a || !b || !c || !d || !targetOne || !targetTwo) throw new Error('seats');

  // Thirty vote changes between two targets that never reach a majority (three voters of seven),
  // and a post every ten votes.
  for (let i = 0; i < 30; i++) {
    const voter = [a, b, c][i % 3] as APIRequestContext;
    const result = await mutate<{ ok: boolean }>(voter, 'game.vote', { gameId, poll: 'lynch', targets: [i % 2 === 0 ? targetOne : targetTwo] });
    expect(result.ok).toBe(true);
    if (i % 10 === 9) await mutate(d, 'game.post', { gameId, channel: 'thread', body: `live post ${i} (${tag})` });
  }

  for (const i of [9, 19, 29]) await expect(page.locator('section.thread')).toContainText(`live post ${i} (${tag})`);
  // The page's tally is the server's: one row per candidate with votes, the leader's count first.
  const poll = (await viewOf(watcherApi, gameId)).view?.polls.find((p) => p.id === 'lynch');
  const totals = (poll?.totals ?? []).filter((row) => row.total > 0);
  await expect(page.locator('table.tally:not(details.vote-table table) tbody tr')).toHaveCount(totals.length);
  await expect(page.locator('table.tally:not(details.vote-table table) tbody td').first()).toHaveText(String(Math.max(...totals.map((row) => row.total))));
  // Thirty-three changes reached the page, and not one of them by loading the whole view again.
  expect(viewLoads).toEqual([]);

  await context.close();
  for (const api of [hostApi, ...players]) await api.dispose();
});
