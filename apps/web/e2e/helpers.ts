import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { OwnView } from '../src/trpc';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Reads through the API with the page's own session cookie (the moves themselves go through the UI). */
export async function query<T>(page: Page | APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const url = `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const api = 'request' in page ? page.request : page;
  // A kept-alive socket the server is just closing (Node's 5 s keepAliveTimeout) resets once; ask again.
  const response = await api.get(url).catch(() => api.get(url, { headers: { connection: 'close' } }));
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${procedure} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

export const ownView = (page: Page, gameId: string) => query<OwnView>(page, 'game.view', { gameId });

/** A mutation through the API with the given session (lobby and host moves that a spec does not test on the page). */
export async function mutate<T>(api: APIRequestContext | Page['request'], procedure: string, input?: unknown): Promise<T> {
  const response = await api.post(`/trpc/${procedure}`, { data: input ?? null, headers: { 'x-mafia-csrf': '1' } });
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${procedure} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

/** A new account, signed in, as an API session of its own. */
export async function account(baseURL: string | undefined, username: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await mutate(api, 'auth.signUp', { username, password: 'correct-horse-battery' });
  return api;
}

/** How `joinApiPlayers` numbers its accounts. */
export interface JoinApiPlayersOptions {
  /** Written after the number, `<prefix><i><suffix>`: for specs that name their players `xx<i><tag>`. */
  suffix?: string;
  /** The first number (default 0): a spec that seats one more player later, or counts from 1. */
  from?: number;
}

/**
 * `count` new accounts (`<prefix><i><suffix>`, `i` from `from`) that join the game as players
 * through the API, in order; each join must succeed.
 */
export async function joinApiPlayers(baseURL: string | undefined, gameId: string, prefix: string, count: number, options: JoinApiPlayersOptions = {}): Promise<APIRequestContext[]> {
  const { suffix = '', from = 0 } = options;
  const players: APIRequestContext[] = [];
  for (let i = from; i < from + count; i++) {
    const username = `${prefix}${i}${suffix}`;
    const api = await account(baseURL, username);
    expect(await mutate(api, 'lobby.join', { gameId, as: 'player' }), `${username} joins`).toMatchObject({ ok: true });
    players.push(api);
  }
  return players;
}

/** A suffix that keeps this run's usernames apart from earlier runs' on the same database. */
export const tagged = () => `${Date.now() % 1_000_000}`;

/** The result value of the next batched mutation answer (`[{ result: { data } }]`). */
export async function mutationResult(page: Page, procedure: string, act: () => Promise<void>): Promise<{ ok: boolean; rejection?: unknown }> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/trpc/${procedure}`) && r.request().method() === 'POST'), act()]);
  const body = (await response.json()) as { result?: { data: { ok: boolean; rejection?: unknown } } }[];
  const data = body[0]?.result?.data;
  if (!data) throw new Error(`${procedure}: ${JSON.stringify(body)}`);
  return data;
}

/** Signs up through the form; language-neutral selectors, so it works for every locale. */
export async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/#/signin');
  await page.locator('section.card button.link-button').click();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('correct-horse-battery');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('#games-title')).toBeVisible();
}

export async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const file = path.join(info.project.outputDir, 'screenshots', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/** axe-core from the package (not @axe-core/playwright, which declares Node 22): no serious or critical violations. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (scripts from 'self'
  // only) rightly refuses an injected inline <script>, as it would an attacker's.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/**
 * The host ends the current step from the host console: "End this step now", then the confirmation
 * (issue #21: ending a step settles every pending move and vote). Resolves with the command's result.
 */
export async function endStep(host: Page): Promise<{ ok: boolean; rejection?: unknown }> {
  await host.getByRole('button', { name: 'End this step now' }).click();
  return mutationResult(host, 'host.closeStep', () => host.getByRole('button', { name: 'Yes, end it' }).click());
}

/** A generated host's post in the forum console, by its label. */
export const forumPostText = (page: Page, label: string) => page.locator('#forum-posts-title').locator('..').getByRole('textbox', { name: label, exact: true });

/** The host sends a night kill from the role PM (the review's correction form). */
export async function forumNightKill(page: Page, goon: string, victim: string): Promise<void> {
  const review = page.locator('#review-title').locator('..');
  const selects = review.locator('form select');
  await selects.nth(0).selectOption({ label: goon });
  await review.locator('select[name=ability]').selectOption('factional-kill');
  await selects.nth(2).selectOption({ label: victim });
  await review.locator('form button[type=submit]').click();
  await expect(review.locator('ul.intents')).toContainText(victim);
}

/** The forum console's "End this phase". */
export async function endForumPhase(page: Page): Promise<void> {
  const forum = page.locator('#forum-title').locator('..');
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/trpc/forum.advance') && r.request().method() === 'POST'), forum.getByRole('button', { name: 'End this phase' }).click()]);
  expect(response.ok()).toBe(true);
}

/** Seed 001's game 12 as the forum console's create form takes it (packages/forum/test/fixtures). */
export const GAME_12_PLAYERS = ['Noodle | Noods | goon', 'Bad Ash | Ash | goon', 'Leopold Stotch | Leo | cop', 'Pyrotechnician | Pyro | doctor', 'Caluin Grey | | vanilla', 'Zarniwoop | | vanilla', 'Dredd | | vanilla'].join('\n');
export const GAME_12_PHASES = [
  'day 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z',
  'night 1 | 2026-11-21T18:00Z | 2026-11-22T06:00Z',
  'day 2 | 2026-11-22T06:00Z | 2026-11-23T06:00Z',
  'night 2 | 2026-11-23T06:00Z | 2026-11-23T18:00Z',
].join('\n');
/** Game 12's day-1 count, seed 001 Templates "Vote Tallies" with rule 6's bold votes and rule 7's numbers. */
export const GAME_12_DAY_1_COUNT = [
  '[b]Vote Tally, Day 1[/b]',
  '[b]Dredd[/b] (4): Bad Ash, Leopold Stotch, Caluin Grey, Zarniwoop',
  '[b]Noodle[/b] (1): Dredd',
  '[b]Bad Ash[/b] (1): Pyrotechnician',
  'Not voting (1): Noodle',
  'With 7 alive, 4 votes is a majority.',
  '5 votes locks the vote.',
].join('\n');

/**
 * Fills the games page's "Game on an external forum" form with game 12 as a Gorny game (seed 001's
 * seven players, their aliases and roles, the timeline, rule 13's minimum); `utcOffset` for an
 * engine that prints local times (uCoz). `beforeSubmit` runs with the form filled (a screenshot).
 */
export async function fillGame12ForumForm(page: Page, options: { title: string; utcOffset?: string; beforeSubmit?: () => Promise<void> }): Promise<void> {
  const create = page.locator('#forum-create-title').locator('..');
  await create.getByRole('button', { name: /external forum|внешнем форуме/ }).click();
  await create.locator('input[name=forumTitle]').fill(options.title);
  await create.locator('select[name=forumRuleset]').selectOption('gorny');
  await create.locator('select[name=forumSetup]').selectOption('basic-7');
  await create.locator('select[name=firstPhase]').selectOption('day');
  await create.locator('textarea[name=forumPlayers]').fill(GAME_12_PLAYERS);
  await create.locator('input[name=forumHosts]').fill('Gorny');
  await create.locator('textarea[name=forumPhases]').fill(GAME_12_PHASES);
  await create.locator('input[name=forumMinPosts]').fill('2');
  if (options.utcOffset) {
    await create.locator('details.advanced summary').click();
    await create.locator('input[name=forumUtcOffset]').fill(options.utcOffset);
  }
  await options.beforeSubmit?.();
  await create.locator('button[type=submit]').click();
  await expect(page.locator('#forum-title')).toBeVisible();
}
