import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OwnView } from '../src/trpc';
import { account, joinApiPlayers, mutate, query, tagged } from './helpers';

const rulesetDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../rulesets/russian-extended');
type Texts = { factions: Record<string, { pm: string }>; overlay: Record<string, Record<string, string>>; roles: Record<string, { name: string }> };
const texts = (lng: string) => JSON.parse(readFileSync(path.join(rulesetDir, 'locales', `${lng}.json`), 'utf8')) as Texts;

/**
 * Issue #21, "team-specific role texts correct for every team (a black Russian player is not told
 * to hunt the blacks)": in a russian-extended game of the drawn standard setup (a fixed seed),
 * each of the twelve players' role card, in Russian, carries the goal of the player's own team and never the other team's; where the rulebook's
 * overlay changes a role for the blacks, a black holder reads it and a red holder of the same
 * role never does.
 */
test('each team reads its own goal on the role card, in Russian; the black overlay only for blacks', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = tagged();
  const hostApi = await account(baseURL, `rch${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Teams ${tag}`, rulesetId: 'russian-extended', setupId: 'standard-drawn', settings: {}, seed: 'site-audit-teams' });
  const players = await joinApiPlayers(baseURL, gameId, 'rcp', 12, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const ru = texts('ru');
  const seats = (await query<OwnView>(hostApi, 'host.view', { gameId })).view?.seats ?? [];
  const factions = new Set(seats.map((s) => s.faction));
  expect(factions).toEqual(new Set(['red', 'black']));
  const bySeat = new Map<string, APIRequestContext>();
  for (const api of players) {
    const viewer = (await query<OwnView>(api, 'game.view', { gameId })).viewer;
    if (viewer.kind === 'seat') bySeat.set(viewer.seat, api);
  }
  const other = { red: 'black', black: 'red' } as const;
  let overlaysSeen = 0;
  for (const seat of seats) {
    const team = seat.faction as 'red' | 'black';
    const context = await browser.newContext({ locale: 'ru-RU', storageState: await (bySeat.get(seat.id) as APIRequestContext).storageState() });
    const page = await context.newPage();
    await page.goto(`/#/game/${gameId}`);
    const card = page.locator('.role-card');
    await expect(card.getByTestId('team-pm')).toHaveText(ru.factions[team]?.pm ?? '?');
    await expect(card).not.toContainText(ru.factions[other[team]]?.pm ?? '?');
    const overlay = ru.overlay[team]?.[seat.role ?? ''];
    if (overlay) {
      await expect(card.getByTestId('role-overlay')).toHaveText(overlay);
      overlaysSeen += 1;
    } else await expect(card.getByTestId('role-overlay')).toHaveCount(0);
    // The other team's overlay of this role is never shown.
    const others = ru.overlay[other[team]]?.[seat.role ?? ''];
    if (others) await expect(card).not.toContainText(others);
    await context.close();
  }
  // This seed's draw gives some black a civilian role the overlay changes (the rulebook's negative overlay).
  expect(overlaysSeen).toBeGreaterThan(0);
  for (const api of [hostApi, ...players]) await api.dispose();
});
