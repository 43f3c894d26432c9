import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, expectAccessible, joinApiPlayers, mutate, screenshot, tagged } from './helpers';

/**
 * Issue #21, the replay by event: after the end, a watcher steps through the game's public events
 * one at a time (the day's start, each vote, each death), with the keyboard alone, and reads each
 * event's text.
 */
const viewOf = async (api: APIRequestContext, gameId: string, procedure = 'game.view'): Promise<OwnView> => {
  const response = await api.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ gameId }))}`);
  return ((await response.json()) as { result: { data: OwnView } }).result.data;
};

test('the end screen steps through the public events one by one, by keyboard, with their text', async ({ page, baseURL }) => {
  const tag = tagged();
  const host = await account(baseURL, `reh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title: `Replay ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' }, publicSpectators: true });
  const players = await joinApiPlayers(baseURL, gameId, 'rep', 7, { suffix: tag });
  expect(await mutate(host, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const [voter, target] = players;
  if (!voter || !target) throw new Error('players');
  const targetSeat = (await viewOf(target, gameId)).viewer;
  if (targetSeat.kind !== 'seat') throw new Error('no seat');
  expect(await mutate(voter, 'game.vote', { gameId, poll: 'lynch', targets: [targetSeat.seat] })).toMatchObject({ ok: true });
  expect(await mutate(voter, 'game.unvote', { gameId, poll: 'lynch' })).toMatchObject({ ok: true });
  // The host removes the mafia: the town wins.
  const seats = (await viewOf(host, gameId, 'host.view')).view?.seats ?? [];
  const mafia = seats.filter((s) => s.faction === 'mafia');
  for (const seat of mafia) expect(await mutate(host, 'host.modkill', { gameId, seat: seat.id, reason: 'modkill' })).toMatchObject({ ok: true });
  const names = new Map(seats.map((s) => [s.id, s.name]));
  const voterName = `rep0${tag}`;

  await page.goto(`/#/game/${gameId}`);
  const replay = page.locator('section.replay-events');
  await expect(replay.getByRole('heading', { name: 'Replay event by event' })).toBeVisible();
  const event = replay.locator('.replay-event');
  await expect(event).toHaveText('Day 1: Day 1 begins.');
  await expect(replay.getByTestId('replay-event-count')).toHaveText(/^Event 1 of \d+$/);
  await expect(replay.getByRole('button', { name: 'Previous event' })).toHaveAttribute('aria-disabled', 'true');

  // Keyboard only: Tab to the next button, Enter, then the arrow keys.
  await replay.getByRole('button', { name: 'Next event' }).focus();
  await page.keyboard.press('Enter');
  await expect(event).toHaveText(`Day 1: ${voterName} votes for ${names.get(targetSeat.seat) ?? ''}.`);
  await page.keyboard.press('ArrowRight');
  await expect(event).toHaveText(`Day 1: ${voterName} withdraws their vote.`);
  await page.keyboard.press('ArrowRight');
  await expect(event).toContainText(`${names.get(mafia[0]?.id ?? '') ?? ''} is out`);
  await page.keyboard.press('ArrowLeft');
  await expect(event).toHaveText(`Day 1: ${voterName} withdraws their vote.`);
  await page.keyboard.press('End');
  const total = Number((await replay.getByTestId('replay-event-count').textContent())?.match(/of (\d+)/)?.[1]);
  await expect(replay.getByTestId('replay-event-count')).toHaveText(`Event ${total} of ${total}`);
  await expect(replay.getByRole('button', { name: 'Next event' })).toHaveAttribute('aria-disabled', 'true');
  // At the end, the next button does nothing, and the focus stays in the replay.
  await page.keyboard.press('Enter');
  await expect(replay.getByTestId('replay-event-count')).toHaveText(`Event ${total} of ${total}`);
  await page.keyboard.press('Home');
  await expect(event).toHaveText('Day 1: Day 1 begins.');
  // The event text is announced.
  await expect(event).toHaveAttribute('aria-live', 'polite');
  // The game ended by mod-kills during the lynch: its poll takes no more votes and reads as closed.
  await expect(page.locator('.poll[data-poll=lynch] .badge.status-closed')).toBeVisible();
  await expect(page.locator('[data-testid=not-voting-lynch]')).toHaveCount(0);
  await expectAccessible(page, 'replay by event');
  await screenshot(page, test.info(), 'replay-by-event');
  for (const api of [host, ...players]) await api.dispose();
});
