import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, expectAccessible, joinApiPlayers, mutate, screenshot, signUp, tagged } from './helpers';

/** A started classic-7 sandbox game (seven players signed up through the API), open to the public or not. */
async function startedGame(baseURL: string | undefined, tag: string, publicSpectators: boolean, settings: Record<string, unknown> = { firstPhase: 'night' }): Promise<{ gameId: string; title: string; apis: APIRequestContext[] }> {
  const host = await account(baseURL, `sh${tag}${publicSpectators ? 'p' : 'x'}`);
  const title = `${publicSpectators ? 'Public' : 'Private'} table ${tag}`;
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title, rulesetId: 'sandbox', setupId: 'classic-7', settings, publicSpectators });
  const apis = [host, ...(await joinApiPlayers(baseURL, gameId, `sp${tag}${publicSpectators ? 'p' : 'x'}`, 7))];
  const watcher = await account(baseURL, `sw${tag}${publicSpectators ? 'p' : 'x'}`);
  await mutate(watcher, 'lobby.join', { gameId, as: 'spectator' });
  apis.push(watcher);
  expect(await mutate(host, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  return { gameId, title, apis };
}

/** Issue #21: a game the host opened is watched without an account, as every spectator sees it. */
test('a visitor without an account watches a public game, with no hidden role, and the spectators are listed', async ({ page, baseURL }) => {
  const tag = tagged();
  const { gameId, title, apis } = await startedGame(baseURL, tag, true);
  await page.goto(`/#/game/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/game/${gameId}$`));
  await expect(page.locator('.watching [role=note]')).toContainText('You are watching as a spectator');
  // Seven players, none of them with a role chip: the night has revealed nobody.
  await expect(page.locator('li[data-seat]')).toHaveCount(7);
  await expect(page.locator('li[data-seat] .chip')).toHaveCount(0);
  await expect(page.locator('#spectators-title')).toHaveText('1 spectator');
  await expect(page.locator('.spectators li')).toHaveText(`sw${tag}p`);
  await expect(page.locator('form.composer')).toHaveCount(0);
  await expectAccessible(page, 'public game watched without an account');
  await screenshot(page, test.info(), 'watch-anonymous');
  for (const api of apis) await api.dispose();
});

test('a game the host did not open sends a visitor to sign in and back', async ({ page, baseURL }) => {
  const tag = tagged();
  const { gameId, apis } = await startedGame(baseURL, tag, false);
  await page.goto(`/#/game/${gameId}`);
  await expect(page).toHaveURL(/#\/signin\?next=/);
  await expect(page.locator('li[data-seat]')).toHaveCount(0);
  for (const api of apis) await api.dispose();
});

/** Reads through the API with a session of its own. */
async function read<T>(api: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await api.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${procedure} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

test('the end of a game shows every role, the winners, each phase, a replay and the published night trace', async ({ page, baseURL }) => {
  const tag = tagged();
  // Host review on: the night's resolution and its trace wait for the host, so the log keeps the trace.
  const { gameId, apis } = await startedGame(baseURL, `${tag}e`, true, { firstPhase: 'night', hostReview: true });
  const host = apis[0] as APIRequestContext;
  await mutate(host, 'host.closeStep', { gameId });
  expect(await mutate(host, 'host.publish', { gameId })).toMatchObject({ ok: true });
  const seats = (await read<{ view: { seats: Array<{ id: string; faction?: string }> } }>(host, 'host.view', { gameId })).view.seats;
  // The host removes the mafia: the town wins.
  for (const seat of seats.filter((s) => s.faction === 'mafia')) expect(await mutate(host, 'host.modkill', { gameId, seat: seat.id, reason: 'modkill' })).toMatchObject({ ok: true });

  await page.goto(`/#/game/${gameId}`);
  await expect(page.locator('#ending-title')).toHaveText('The game is over');
  await expect(page.locator('.ending .ending-result')).toContainText('Winners: Town');
  // Every role is revealed now, the mafia's too.
  await expect(page.locator('.ending-roles tbody tr')).toHaveCount(7);
  await expect(page.locator('.ending-roles td[data-role]')).toHaveCount(7);
  await expect(page.locator('.ending-roles tr.won')).toHaveCount(7 - seats.filter((s) => s.faction === 'mafia').length);
  await expect(page.locator('.ending-phases > li')).not.toHaveCount(0);
  // The replay steps from the first night on.
  const replay = page.locator('section.replay');
  await expect(replay.locator('.phase-summary')).toHaveAttribute('data-phase', 'night-1');
  await replay.getByRole('button', { name: 'Next' }).click();
  await expect(replay.locator('.phase-summary')).toHaveAttribute('data-phase', 'day-1');
  await expect(page.locator('#traces-title')).toHaveCount(0);

  expect(await mutate(host, 'watch.publishTraces', { gameId })).toEqual({ ok: true, seq: 0 });
  await page.reload();
  await expect(page.locator('#traces-title')).toHaveText('Night traces');
  await expect(page.locator('.ending h4', { hasText: 'Night 1' }).last()).toBeVisible();
  await expectAccessible(page, 'the end of a game');
  await screenshot(page, test.info(), 'game-ending');

  // The archive: a player's profile counts the finished public game, for a visitor too.
  const mafia = new Set(seats.filter((s) => s.faction === 'mafia').map((s) => s.id));
  const winner = (await read<{ seats: Array<{ id: string; name: string }> }>(host, 'watch.ending', { gameId })).seats.find((s) => !mafia.has(s.id));
  if (!winner) throw new Error('no town seat');
  await page.goto(`/#/user/${winner.name}`);
  await expect(page.locator('#profile-title')).toHaveText(winner.name);
  await expect(page.locator('dd[data-figure=played]')).toHaveText('1');
  await expect(page.locator('dd[data-figure=wins]')).toHaveText('1');
  await expect(page.locator('.profile .game-list a')).toHaveAttribute('href', `#/game/${gameId}`);
  await expectAccessible(page, 'a profile');
  await screenshot(page, test.info(), 'profile');
  for (const api of apis) await api.dispose();
});

test('the games page lists my games and the finished ones', async ({ page }) => {
  const tag = tagged();
  await signUp(page, `am${tag}`);
  await expect(page.locator('section[data-list=mine]')).toContainText('You have not joined a game yet.');
  const title = `Mine ${tag}`;
  await mutate(page.request, 'lobby.create', { title, rulesetId: 'sandbox', setupId: 'classic-7' });
  await page.reload();
  await expect(page.locator('section[data-list=mine]').getByRole('link', { name: title })).toBeVisible();
  await expect(page.locator('section[data-list=finished]').getByRole('link', { name: title })).toHaveCount(0);
  await expectAccessible(page, 'games page with the archive');
});
