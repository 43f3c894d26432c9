import { expect, test } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #18 (russian-extended part 4 §4.2 C-4, the daily wall) in the browser: with the host's
 * setting `wallRequired`, a player ticks "this post is my wall" in the thread's composer; everyone
 * sees the post's wall badge; when the day's vote opens, a player who wrote no wall is shown as not
 * admitted to the vote. The lobby and the host's steps go through the API: this spec is about the
 * game screen.
 */

test('a player posts his wall from the composer; a player without one is shown not admitted when the vote opens', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `rwh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', {
    title: 'daily walls',
    rulesetId: 'russian-extended',
    setupId: 'standard',
    settings: { wallRequired: true },
  });
  const writer = await (await browser.newContext()).newPage();
  await signUp(writer, `rww${tag}`);
  await mutate(writer.request, 'lobby.join', { gameId, as: 'player' });
  await joinApiPlayers(baseURL, gameId, `rwp${tag}x`, 11);
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  await writer.goto(`/#/game/${gameId}`);
  const composer = writer.locator('section.thread form.composer');
  await expect(composer).toBeVisible();
  // The host's conduct sanction is no move of the player's (kernel `hostOnly`).
  await expect(writer.getByText('Conduct sanction (host)')).toHaveCount(0);
  const wall = composer.getByRole('checkbox', { name: 'This post is my wall for today (my view of the players)' });
  await wall.check();
  const body = `Everyone looks red to me, except the quiet ones (${tag}).`;
  await composer.locator('textarea').fill(body);
  await composer.getByRole('button', { name: 'Post' }).click();
  const posted = writer.locator('li.post', { hasText: body });
  await expect(posted.locator('.badge.wall')).toHaveText(/wall/);
  // The checkbox clears with the draft: the next post is not a wall unless ticked again.
  await expect(wall).not.toBeChecked();
  await screenshot(writer, info, 'russian-wall-posted');

  // The day's vote (the election on day 1) opens: the eleven who wrote no wall are not admitted.
  expect(await mutate<{ ok: boolean }>(hostApi, 'host.closeStep', { gameId })).toMatchObject({ ok: true });
  const own = await ownView(writer, gameId);
  if (own.viewer.kind !== 'seat') throw new Error('the writer has no seat');
  const me = own.viewer.seat;
  const someoneElse = own.view?.seats.find((s) => s.id !== me)?.id ?? '';
  await expect(writer.locator(`li[data-seat="${someoneElse}"] [data-status="not-admitted"]`)).toBeVisible({ timeout: 30_000 });
  await expect(writer.locator(`li[data-seat="${me}"] [data-status="not-admitted"]`)).toHaveCount(0);
  await screenshot(writer, info, 'russian-wall-not-admitted');
});
