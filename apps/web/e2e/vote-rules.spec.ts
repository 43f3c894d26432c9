import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endStep, joinApiPlayers, mutate, mutationResult, ownView, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21, "players know the rules of the moment": a Gorny day (majority with lock, seed 001
 * rule 7) shows the pass mark and the lock rule, who has not voted yet (updated live), and once a
 * player at the mark gets one more vote he is locked in (the others may still vote) — in
 * English and in Russian.
 */
test('the vote panel shows the mark, the lock rule and who has not voted, and closes at the lock', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const host = await (await browser.newContext()).newPage();
  await signUp(host, `vr${tag}`);
  const hostApi = host.request;
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: 'vote rules', rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const alice = await (await browser.newContext()).newPage();
  const boris = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await signUp(alice, `va${tag}`);
  await signUp(boris, `vb${tag}`);
  for (const page of [alice, boris]) await mutate(page.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, 'vo', 5, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const seatOf = async (page: Page) => {
    const viewer = (await ownView(page, gameId)).viewer;
    if (viewer.kind !== 'seat') throw new Error('not seated');
    return viewer.seat;
  };
  const view = (await ownView(alice, gameId)).view;
  const nameOf = (seat: string) => view?.seats.find((s) => s.id === seat)?.name ?? seat;
  const aliceSeat = await seatOf(alice);
  const borisSeat = await seatOf(boris);
  const seats = view?.seats.map((s) => s.id) ?? [];
  expect(seats).toHaveLength(7);
  const target = seats.find((s) => s !== aliceSeat && s !== borisSeat) ?? '';

  await alice.goto(`/#/game/${gameId}`);
  await boris.goto(`/#/game/${gameId}`);
  // Seven living voters: more than half is 4; a player at 4 who gets a fifth vote is locked in.
  await expect(alice.getByTestId('rules-lynch')).toHaveText('4 votes decide. A player with 4 votes who gets one more is locked in.');
  await expect(boris.getByTestId('rules-lynch')).toHaveText('Решают 4 голоса. Игрок с 4 голосами, получивший ещё один, фиксируется.');
  await expect(alice.getByTestId('not-voting-lynch')).toContainText(nameOf(aliceSeat));
  await expect(boris.getByTestId('not-voting-lynch')).toContainText('Ещё не голосовали:');

  // Three others vote: they leave the list on every open screen, without a reload.
  for (const api of others.slice(0, 3)) await mutate(api, 'game.vote', { gameId, poll: 'lynch', slot: 'main', targets: [target] });
  const ballots = async () => (await ownView(alice, gameId)).view?.polls.find((p) => p.id === 'lynch')?.ballots.map((b) => b.voter) ?? [];
  await expect.poll(async () => (await ballots()).length).toBe(3);
  for (const voter of await ballots()) await expect(alice.getByTestId('not-voting-lynch')).not.toContainText(nameOf(voter));
  await expect(alice.getByTestId('not-voting-lynch')).toContainText(nameOf(aliceSeat));
  // The chart has axes with labels and the pass mark.
  const chart = alice.locator('.poll[data-poll=lynch] .vote-chart svg');
  await expect(chart.getByTestId('chart-mark')).toHaveText('4 decide');
  await expect(chart.locator('text.title')).toHaveText(['Ballots, in order', 'Votes']);
  await expect(chart.locator('.tick text')).toHaveText(['0', '1', '2', '3', '4']);
  await screenshot(alice, info, 'vote-rules');

  // The fourth vote reaches the mark; the fifth, on a player at the mark, locks him in.
  await mutate(others[3] as APIRequestContext, 'game.vote', { gameId, poll: 'lynch', slot: 'main', targets: [target] });
  await expect(alice.getByTestId('vote-lynch-main')).toBeVisible();
  await mutate(others[4] as APIRequestContext, 'game.vote', { gameId, poll: 'lynch', slot: 'main', targets: [target] });
  const targetName = nameOf(target);
  await expect(alice.getByTestId('locked-lynch')).toHaveText(`Locked in: ${targetName} is chosen when the vote closes, and the votes for this player can no longer be withdrawn or moved.`);
  await expect(boris.getByTestId('locked-lynch')).toHaveText(`Кандидатура ${targetName} зафиксирована: голоса за неё нельзя снять или перенести, и при закрытии голосования выбор падёт на неё.`);
  await expect(alice.locator('.poll[data-poll=lynch] .badge.locked')).toContainText(targetName);
  await expect(alice.getByTestId('not-voting-lynch')).toHaveCount(0);
  // Players who have not voted may still vote (rule 7 freezes only the ballots on the locked player).
  const aliceForm = alice.locator('form.inline-form', { has: alice.getByTestId('vote-lynch-main') });
  await aliceForm.getByTestId('vote-lynch-main').selectOption(borisSeat);
  expect((await mutationResult(alice, 'game.vote', () => aliceForm.locator('button[type=submit]').click())).ok).toBe(true);
  await expect.poll(async () => (await ownView(alice, gameId)).view?.polls.find((p) => p.id === 'lynch')?.locked).toBe(target);
  // A voter whose ballot is on the locked player is no longer offered the vote, nor its withdrawal.
  const lockedVoter = await (await browser.newContext({ storageState: await (others[0] as APIRequestContext).storageState() })).newPage();
  await lockedVoter.goto(`/#/game/${gameId}`);
  await expect(lockedVoter.getByTestId('locked-lynch')).toBeVisible();
  await expect(lockedVoter.getByTestId('vote-lynch-main')).toHaveCount(0);
  await expect(lockedVoter.locator('.poll[data-poll=lynch]').getByRole('button', { name: 'Withdraw vote' })).toHaveCount(0);
  await lockedVoter.context().close();
  await screenshot(boris, info, 'vote-rules-locked-ru');

  // Host tools: "End this step now" asks first; "Keep it open" changes nothing, "Yes" ends it.
  await host.goto(`/#/game/${gameId}/host`);
  const before = (await ownView(host, gameId)).seq;
  await host.getByRole('button', { name: 'End this step now' }).click();
  await expect(host.getByRole('alert').filter({ hasText: 'End this step of Day 1 now?' })).toBeVisible();
  await host.getByRole('button', { name: 'Keep it open' }).click();
  await expect(host.getByRole('button', { name: 'End this step now' })).toBeVisible();
  expect((await ownView(host, gameId)).seq).toBe(before);
  expect((await endStep(host)).ok).toBe(true);
  await expect.poll(async () => (await ownView(host, gameId)).seq).toBeGreaterThan(before);
});
