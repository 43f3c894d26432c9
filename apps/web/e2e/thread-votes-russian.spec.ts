import { expect, test } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, signUp, tagged } from './helpers';

/**
 * Issue #21 in the browser: bold votes count in the in-app thread of a ruleset without a reader of
 * its own (every ruleset but Gorny), as a forum export's do: a russian-extended player writes
 * "**Голос: X**" in the composer during the mayor's election and the election counts it; a vote
 * not in bold is refused with its reason.
 */
test('a Russian player votes in the mayor election by a bold post in the thread', async ({ browser, baseURL }) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `tvh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: 'голоса в теме', rulesetId: 'russian-extended', setupId: 'standard', seed: 'thread-votes-e2e' });
  const player = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await signUp(player, `tvp${tag}`);
  await mutate(player.request, 'lobby.join', { gameId, as: 'player' });
  await joinApiPlayers(baseURL, gameId, `tvo${tag}x`, 11);
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  // The day's discussion ends: the mayor's election opens (E-1).
  const electionOpen = async () => (await ownView(player, gameId)).view?.polls.some((p) => p.id === 'election' && p.status === 'open') ?? false;
  for (let guard = 0; guard < 5 && !(await electionOpen()); guard++) expect(await mutate(hostApi, 'host.closeStep', { gameId })).toMatchObject({ ok: true });
  expect(await electionOpen()).toBe(true);
  const own = await ownView(player, gameId);
  const me = own.viewer.kind === 'seat' ? own.viewer.seat : '';
  const candidate = own.view?.seats.find((s) => s.id !== me);
  if (!candidate) throw new Error('no candidate');

  await player.goto(`/#/game/${gameId}`);
  const thread = player.locator('section.thread').first();
  const composer = thread.locator('form.composer textarea');
  await composer.fill(`Голос: ${candidate.name}`);
  await thread.locator('form.composer button[type=submit]').click();
  await expect(player.locator('.post-votes .error')).toBeVisible();
  await composer.fill(`Мой выбор.\n**Голос: ${candidate.name}**`);
  await thread.locator('form.composer button[type=submit]').click();
  await expect(player.locator('.post-votes')).toContainText(candidate.name);
  await expect
    .poll(async () => (await ownView(player, gameId)).view?.polls.find((p) => p.id === 'election')?.ballots.map((b) => [b.voter, b.targets[0]]))
    .toEqual([[me, candidate.id]]);
});
