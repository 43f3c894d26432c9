import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, joinApiPlayers, mutate, screenshot, tagged } from './helpers';

/**
 * Issue #21, a live stream for watchers: a visitor without an account watching a public game sees
 * a vote and a post appear without a reload, through `watch.updates` alone (no `watch.view` asked
 * again after the first load).
 */
const viewOf = async (api: APIRequestContext, gameId: string): Promise<OwnView> => {
  const response = await api.get(`/trpc/game.view?input=${encodeURIComponent(JSON.stringify({ gameId }))}`);
  return ((await response.json()) as { result: { data: OwnView } }).result.data;
};

test('a visitor watching a public game sees a vote and a post appear live, without a reload', async ({ page, baseURL }) => {
  const tag = tagged();
  const host = await account(baseURL, `wlh${tag}`);
  const title = `Live watch ${tag}`;
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' }, publicSpectators: true });
  const players = await joinApiPlayers(baseURL, gameId, 'wlp', 7, { suffix: tag });
  expect(await mutate(host, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  await page.goto(`/#/game/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.watching [role=note]')).toContainText('You are watching as a spectator');
  await expect(page.locator('.poll[data-poll=lynch]')).toContainText('No votes yet');
  const viewLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('watch.view')) viewLoads.push(r.url());
  });

  const [voter, poster] = players;
  if (!voter || !poster) throw new Error('no players');
  const target = (await viewOf(poster, gameId)).viewer;
  if (target.kind !== 'seat') throw new Error('the poster has no seat');
  expect(await mutate(voter, 'game.vote', { gameId, poll: 'lynch', targets: [target.seat] })).toMatchObject({ ok: true });
  // The tally row appears on the open page: one candidate with one vote.
  await expect(page.locator('.poll[data-poll=lynch] table.tally:not(details.vote-table table) tbody tr')).toHaveCount(1);
  await expect(page.locator('.poll[data-poll=lynch] table.tally:not(details.vote-table table) tbody td').first()).toHaveText('1');
  expect(await mutate(poster, 'game.post', { gameId, channel: 'thread', body: `live for watchers ${tag}` })).toMatchObject({ ok: true });
  await expect(page.locator('section.thread')).toContainText(`live for watchers ${tag}`);
  // Both came through the stream: the page never asked for the whole view again.
  expect(viewLoads).toEqual([]);
  await screenshot(page, test.info(), 'watch-live');
  for (const api of [host, ...players]) await api.dispose();
});
