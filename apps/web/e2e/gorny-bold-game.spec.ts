import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, endStep, expectAccessible, joinApiPlayers, mutate, mutationResult, ownView, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21, done-when: "a Gorny game is played with votes cast only by bold posts in the thread",
 * to its end, and around it the site a community meets: the host kicks a sign-up before the start;
 * a visitor without an account finds the running game on the landing page and watches it; every
 * vote of both days is a bold post (`[b]…[/b]` typed in a player's composer, `**…**` posted by the
 * others); nobody sends `game.vote`. While the host reviews the night, the players and the visitor
 * are told so. At the end: every role, the winners and why, each day's votes and each phase's
 * deaths, a replay, the lynch poll closed, and the game in the archive (landing and "my games").
 */

const voteTargets = (own: OwnView) =>
  new Map((own.view?.polls.find((p) => p.id === 'lynch' && p.status === 'open')?.ballots ?? []).map((b) => [b.voter, b.targets[0]]));

async function postInBrowser(page: Page, body: string): Promise<void> {
  const composer = page.locator('section.thread').first().locator('form.composer textarea');
  await composer.fill(body);
  await page.locator('section.thread').first().locator('form.composer button[type=submit]').click();
  await expect(composer).toHaveValue('');
}

test('a Gorny game played to its end with votes only in bold posts, watched by a visitor without an account', async ({ browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const tag = tagged();
  const title = `Bold game ${tag}`;
  const host = await (await browser.newContext()).newPage();
  await signUp(host, `bh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host.request, 'lobby.create', {
    title,
    rulesetId: 'gorny',
    setupId: 'basic-7',
    settings: { firstPhase: 'day', hostReview: true },
  });
  const alice = await (await browser.newContext()).newPage();
  await signUp(alice, `ba${tag}`);
  const votesSent: string[] = [];
  alice.on('request', (r) => {
    if (r.url().includes('/trpc/game.vote') || r.url().includes('/trpc/game.unvote')) votesSent.push(r.url());
  });
  await mutate(alice.request, 'lobby.join', { gameId, as: 'player' });
  const apis = await joinApiPlayers(baseURL, gameId, 'bo', 5, { suffix: tag });
  // Host tools: a sign-up that will not show is kicked from the lobby page before the start.
  const absent = await account(baseURL, `bx${tag}`);
  await mutate(absent, 'lobby.join', { gameId, as: 'player' });
  await host.goto(`/#/game/${gameId}`);
  // The setup's name is readable, not its id.
  await expect(host.locator('#signups-title + p')).toContainText('Basic 7');
  await expect(host.getByTestId('signups')).toContainText(`bx${tag}`);
  await host.getByRole('button', { name: `Remove bx${tag}'s sign-up` }).click();
  await expect(host.getByTestId('signups')).not.toContainText(`bx${tag}`);
  // The host opens the game to visitors without an account, with the switch on the game page.
  const open = host.getByLabel('Anyone may watch this game without an account');
  await expect(open).not.toBeChecked();
  await open.check();
  await expect(open).toBeChecked();
  await expect.poll(async () => (await query<{ game: { publicSpectators: boolean } }>(host, 'lobby.get', { gameId })).game.publicSpectators).toBe(true);
  apis.push(...(await joinApiPlayers(baseURL, gameId, 'bo', 1, { suffix: tag, from: 5 })));
  expect(await mutate<{ ok: boolean }>(host.request, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  const hostView = (await query<OwnView>(host, 'host.view', { gameId })).view;
  if (!hostView) throw new Error('not started');
  const seatOf = async (api: APIRequestContext | Page) => {
    const viewer = (await query<OwnView>(api, 'game.view', { gameId })).viewer;
    if (viewer.kind !== 'seat') throw new Error('not seated');
    return viewer.seat;
  };
  const aliceSeat = await seatOf(alice);
  const players = new Map<string, APIRequestContext>();
  for (const api of apis) players.set(await seatOf(api), api);
  const nameOf = (seat: string) => hostView.seats.find((s) => s.id === seat)?.name ?? seat;
  // Alice goes out last if she is one of the mafia, so that she posts a vote on both days.
  const mafia = hostView.seats.filter((s) => s.faction === 'mafia').map((s) => s.id).sort((a, b) => Number(a === aliceSeat) - Number(b === aliceSeat));
  const [firstMafia, secondMafia] = mafia;
  if (!firstMafia || !secondMafia) throw new Error('basic-7 has two goons');

  // A visitor without an account finds the running game on the landing page and watches it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.locator('section[data-status=running]').getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('.watching [role=note]')).toContainText('You are watching as a spectator');

  await alice.goto(`/#/game/${gameId}`);
  await expect(alice.locator('section.thread').first().locator('form.composer textarea')).toBeVisible();
  await expect(alice.getByTestId('vote-moment')).toHaveText('Now: Day 1, step “Discussion”.');

  /** One day: the living vote `target` by bold posts, Alice in her composer, the others through `game.post`. */
  const boldDay = async (day: number, target: string, needed: number) => {
    const living = new Set((await ownView(alice, gameId)).view?.seats.filter((s) => s.alive).map((s) => s.id));
    const voters = [aliceSeat, ...players.keys()].filter((s) => living.has(s) && s !== target).slice(0, needed);
    for (const [i, voter] of voters.entries()) {
      if (voter === aliceSeat) {
        await postInBrowser(alice, `Day ${day}: I am sure now.\n[b]Vote: ${nameOf(target)}[/b]`);
        await expect(alice.locator('.post-votes')).toContainText(nameOf(target));
      } else {
        const body = i % 2 === 0 ? `**Vote: ${nameOf(target)}**` : `Agreed.\n[b]vote ${nameOf(target)}[/b]`;
        expect(await mutate(players.get(voter) as APIRequestContext, 'game.post', { gameId, channel: 'thread', body })).toMatchObject({ ok: true, votes: [{ counted: true }] });
      }
    }
    await expect.poll(async () => [...voteTargets(await ownView(alice, gameId)).entries()].sort()).toEqual(voters.map((v) => [v, target]).sort());
    // The tally the visitor watches follows the posts, without a reload.
    await expect(visitor.locator('.poll[data-poll=lynch] table.tally tbody tr')).toContainText([nameOf(target)]);
    return voters;
  };

  // Day 1: four of seven (the majority) vote the first goon in bold; the host ends the day.
  const day1Voters = await boldDay(1, firstMafia, 4);
  await host.goto(`/#/game/${gameId}/host`);
  expect((await endStep(host)).ok).toBe(true);
  await expect.poll(async () => (await ownView(alice, gameId)).view?.clock.phase).toEqual({ kind: 'night', number: 1 });
  await expect(alice.getByTestId('vote-moment')).toHaveText('Now: Night 1, step “Night actions”.');

  // Night 1: the second goon kills a townsperson other than Alice; the host holds the night for review.
  const goon = players.get(secondMafia) ?? null;
  const victim = [...players.keys()].find((s) => s !== secondMafia && hostView.seats.find((x) => x.id === s)?.faction === 'town');
  if (!victim) throw new Error('no town victim');
  const killer = goon ?? alice.request;
  const kill = (await query<OwnView>(killer, 'game.view', { gameId })).available.find((a) => a.type === 'submit-intent' && 'ability' in a && a.ability === 'factional-kill');
  expect(kill).toBeTruthy();
  expect(await mutate(killer, 'game.act', { gameId, ability: 'factional-kill', targets: [victim] })).toMatchObject({ ok: true });
  expect((await endStep(host)).ok).toBe(true);
  // Everyone is told that the host is reviewing the night, the visitor too; nothing of what waits.
  await expect(alice.getByTestId('host-reviewing')).toHaveText('The host is reviewing how the night resolved: its results come when the host publishes them.');
  await expect(alice.locator('.phase-bar')).toContainText('The host is reviewing the night.');
  await expect(visitor.getByTestId('host-reviewing')).toBeVisible();
  await screenshot(visitor, info, 'host-reviewing');
  await expect(host.getByRole('button', { name: 'Publish results' })).toBeVisible();
  expect((await mutationResult(host, 'host.publish', () => host.getByRole('button', { name: 'Publish results' }).click())).ok).toBe(true);
  await expect(alice.getByTestId('host-reviewing')).toHaveCount(0);
  await expect(alice.getByTestId('vote-moment')).toHaveText('Now: Day 2, step “Discussion”.');

  // Day 2: five living, three decide; the second goon goes and the town wins.
  const day2Voters = await boldDay(2, secondMafia, 3);
  expect((await endStep(host)).ok).toBe(true);
  await expect(alice.locator('#ending-title')).toHaveText('The game is over');
  expect(votesSent).toEqual([]);

  // The end: the winners and why, every role, each phase with its votes and deaths, a replay.
  const ending = alice.locator('section.ending');
  await expect(ending.locator('.ending-result')).toContainText('Winners: Town');
  await expect(ending.locator('.ending-result .muted')).toHaveText('(no mafia and no cult is left)');
  await expect(ending.locator('.ending-roles tbody tr')).toHaveCount(7);
  await expect(ending.locator('.ending-roles td[data-role=goon]')).toHaveCount(2);
  const summary = ending.locator('.ending-phases');
  const day1 = summary.locator('.phase-summary[data-phase=day-1]');
  for (const voter of day1Voters) await expect(day1).toContainText(`${nameOf(voter)} → ${nameOf(firstMafia)}`);
  await expect(day1).toContainText(`Out: ${nameOf(firstMafia)}`);
  await expect(summary.locator('.phase-summary[data-phase=night-1]')).toContainText(nameOf(victim));
  const day2 = summary.locator('.phase-summary[data-phase=day-2]');
  for (const voter of day2Voters) await expect(day2).toContainText(`${nameOf(voter)} → ${nameOf(secondMafia)}`);
  const replay = alice.locator('section.replay');
  await expect(replay.locator('.phase-summary')).toHaveAttribute('data-phase', 'day-1');
  await replay.getByRole('button', { name: 'Next' }).click();
  await expect(replay.locator('.phase-summary')).toHaveAttribute('data-phase', 'night-1');
  // The finished game's vote panel: the lynch is closed, and nobody is offered a ballot.
  await expect(alice.locator('.poll[data-poll=lynch] .badge.status-closed')).toBeVisible();
  await expect(alice.locator('.poll[data-poll=lynch] .badge.status-open')).toHaveCount(0);
  await expect(alice.getByTestId('vote-lynch-main')).toHaveCount(0);
  await expect(alice.getByTestId('vote-moment')).toHaveCount(0);
  await expectAccessible(alice, 'a Gorny game at its end');
  await screenshot(alice, info, 'gorny-bold-game-end');

  // After the end the host publishes the night traces from the end screen; the players read them.
  await host.goto(`/#/game/${gameId}`);
  await host.getByRole('button', { name: 'Publish the night traces' }).click();
  await expect(host.locator('#traces-title')).toHaveText('Night traces');
  await alice.reload();
  await expect(alice.locator('#traces-title')).toHaveText('Night traces');
  await expect(alice.locator('section.ending h4', { hasText: 'Night 1' }).last()).toBeVisible();

  // Alice's profile: one game played, won if she is town, her role in it.
  const aliceRole = hostView.seats.find((s) => s.id === aliceSeat)?.role ?? '';
  const aliceWon = hostView.seats.find((s) => s.id === aliceSeat)?.faction === 'town';
  await alice.goto(`/#/user/ba${tag}`);
  await expect(alice.locator('dd[data-figure=played]')).toHaveText('1');
  await expect(alice.locator('dd[data-figure=wins]')).toHaveText(aliceWon ? '1' : '0');
  const roleNames: Record<string, string> = { goon: 'Mafia Goon', cop: 'Cop', doctor: 'Doctor', vanilla: 'Vanilla Townie' };
  const roleName = roleNames[aliceRole] ?? aliceRole;
  // Roles are counted across rulesets, so each is named with its ruleset's.
  await expect(alice.locator('.profile .inline-list .chip')).toHaveText([`${roleName} (Gorny's Mafia) × 1`]);
  await expect(alice.locator('.profile .game-list li')).toHaveText([`${title} ${roleName} (Gorny's Mafia) · ${aliceWon ? 'won' : 'lost'}`]);

  // The archive: the landing page lists it as finished, and its link shows the end to the visitor;
  // Alice finds it under "My games" and the finished games.
  await visitor.goto('/');
  await visitor.locator('section[data-status=finished]').getByRole('link', { name: title }).click();
  await expect(visitor.locator('#ending-title')).toHaveText('The game is over');
  await expect(visitor.locator('.ending-roles tbody tr')).toHaveCount(7);
  await alice.goto('/#/');
  await expect(alice.locator('section[data-list=mine]').getByRole('link', { name: title })).toBeVisible();
  await expect(alice.locator('section[data-list=finished]').getByRole('link', { name: title })).toBeVisible();

  for (const api of [...apis, absent]) await api.dispose();
});
