import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, expectAccessible, mutate, screenshot, tagged } from './helpers';

/** A started classic-7 sandbox game (seven players signed up through the API), open to the public or not. */
async function startedGame(baseURL: string | undefined, tag: string, publicSpectators: boolean): Promise<{ gameId: string; title: string; apis: APIRequestContext[] }> {
  const host = await account(baseURL, `sh${tag}${publicSpectators ? 'p' : 'x'}`);
  const title = `${publicSpectators ? 'Public' : 'Private'} table ${tag}`;
  const { gameId } = await mutate<{ gameId: string }>(host, 'lobby.create', { title, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night' }, publicSpectators });
  const apis = [host];
  for (let i = 0; i < 7; i++) {
    const player = await account(baseURL, `sp${tag}${publicSpectators ? 'p' : 'x'}${i}`);
    await mutate(player, 'lobby.join', { gameId, as: 'player' });
    apis.push(player);
  }
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
