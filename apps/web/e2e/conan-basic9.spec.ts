import { expect, test, type Browser, type Page } from '@playwright/test';
import { endStep as closeStepInConsole, expectAccessible, mutationResult, ownView, screenshot, signUp } from './helpers';

/**
 * Detective Conan BO (issue #14) through the real UI: the host creates a `basic-9` game with night
 * review, nine players sign up and join (Akai switches to Russian), and the game is played to the
 * town's win. Night 1: the leader Gin orders his own kill on a townsperson (the kill-order form
 * offers only the killers the engine accepts), Megure's false charge suspends him (his card says
 * so, nobody else sees it), Conan's investigation reads "yes". Day 1: the phase-change post, Kazuha
 * accompanies Gin, Gin is lynched. Night 2: Vodka now leads (succession, CB-D16.1) and kills. Day
 * 2: Vodka is lynched and the town wins. The test reads each player's view through the API only to
 * know who holds which role; every move goes through the page.
 */
const SEED = 'e2e-conan-basic9';
const PHONE = { width: 390, height: 844 };

interface Player {
  name: string;
  page: Page;
  seat: string;
  role: string;
}

async function open(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale });
  return context.newPage();
}

/** Sends an ability through its form: one menu per target, then the options by name. */
async function act(page: Page, ability: string, targets: string[], options: Record<string, string> = {}): Promise<void> {
  const form = page.locator(`form[data-ability="${ability}"]`);
  for (const [i, target] of targets.entries()) await form.getByTestId(`target-${ability}-${i}`).selectOption(target);
  for (const [name, value] of Object.entries(options)) await form.getByTestId(`option-${ability}-${name}`).selectOption(value);
  const result = await mutationResult(page, 'game.act', () => form.locator('button[type=submit]').click());
  expect(result, `${ability} ${targets.join(',')}: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
}

async function vote(page: Page, target: string): Promise<void> {
  const select = page.getByTestId('vote-lynch-main');
  await select.selectOption(target);
  const form = page.locator('form.inline-form', { has: select });
  expect((await mutationResult(page, 'game.vote', () => form.locator('button[type=submit]').click())).ok).toBe(true);
}

/** The host ends the current step from the console; a reviewed night is published after `review`. */
async function endStep(host: Page, gameId: string, review?: (host: Page) => Promise<void>): Promise<void> {
  await host.goto(`/#/game/${gameId}/host`);
  const before = (await ownView(host, gameId)).seq;
  expect((await closeStepInConsole(host)).ok).toBe(true);
  await expect.poll(async () => (await ownView(host, gameId)).seq).toBeGreaterThan(before);
  if ((await ownView(host, gameId)).view?.pending) {
    await expect(host.getByRole('button', { name: 'Publish results' })).toBeVisible();
    if (review) await review(host);
    const held = (await ownView(host, gameId)).seq;
    expect((await mutationResult(host, 'host.publish', () => host.getByRole('button', { name: 'Publish results' }).click())).ok).toBe(true);
    await expect.poll(async () => (await ownView(host, gameId)).seq).toBeGreaterThan(held);
  }
}

test('a basic-9 Detective Conan BO game, played to the end in the browser', async ({ browser }, info) => {
  const tag = `cb-${Date.now().toString(36)}`;
  const host = await open(browser);
  await host.setViewportSize({ width: 1280, height: 900 });
  await signUp(host, `h-${tag}`);
  await host.locator('input[name=title]').fill('E2E Conan basic-9');
  await host.locator('select[name=ruleset]').selectOption('conan-bo');
  await host.locator('select[name=setup]').selectOption('basic-9');
  await host.locator('input[name=hostReview]').check();
  await host.locator('details.advanced summary').click();
  await host.locator('input[name=seed]').fill(SEED);
  await host.locator('form button[type=submit]').click();
  await host.waitForURL(/#\/game\/[^/]+$/);
  const gameId = decodeURIComponent(host.url().split('#/game/')[1] ?? '');

  const joined: Array<{ name: string; page: Page }> = [];
  for (let i = 0; i < 9; i++) {
    const name = `c${i + 1}-${tag}`;
    const page = await open(browser);
    await signUp(page, name);
    await page.goto(`/#/game/${gameId}`);
    await page.locator('section.card .row button.primary').click();
    await expect(page.getByTestId('signups')).toContainText(name);
    joined.push({ name, page });
  }
  await expect(host.getByTestId('signups').locator('li')).toHaveCount(9);
  expect((await mutationResult(host, 'lobby.start', () => host.getByRole('button', { name: 'Start the game' }).click())).ok).toBe(true);

  // Who holds which role (the deal is the seed's): read from each player's own view.
  const players: Player[] = [];
  for (const { name, page } of joined) {
    await expect(page.locator('.role-card')).toBeVisible();
    const own = await ownView(page, gameId);
    const seat = own.viewer.kind === 'seat' ? own.viewer.seat : '';
    const role = own.view?.seats.find((s) => s.id === seat)?.role ?? '';
    players.push({ name, page, seat, role });
  }
  const byRole = (role: string, nth = 0): Player => {
    const found = players.filter((p) => p.role === role)[nth];
    if (!found) throw new Error(`no ${role} in ${players.map((p) => p.role).join(',')}`);
    return found;
  };
  const [gin, vodka, conan, megure, ran, kazuha, akai] = ['gin', 'vodka', 'conan', 'megure', 'ran', 'kazuha', 'akai'].map((r) => byRole(r)) as [Player, Player, Player, Player, Player, Player, Player];
  const [t1, t2] = [byRole('townsperson', 0), byRole('townsperson', 1)];
  const town = [conan, megure, ran, kazuha, akai, t1, t2];
  // Akai reads the game in Russian (the switcher in the header): the BO card, the post, the conditions.
  await akai.page.locator('.language-switcher select').selectOption('ru');
  await expect(akai.page.locator('#role-title')).toHaveText('Ваша роль');
  await expect(akai.page.locator('[data-condition="alive"]')).toContainText('Жив');

  // Night 1. The BO's card (CB-D3): ranks and the leader for the BO only; the channel for them only.
  await expect(gin.page.getByTestId('your-rank')).toContainText('Rank 2');
  await expect(gin.page.getByTestId('your-rank')).toContainText('Leader');
  await expect(vodka.page.getByTestId('bo-card').locator('li[data-rank]')).toHaveCount(2);
  await expect(vodka.page.getByTestId('bo-card').locator('li[data-rank="2"]')).toContainText(gin.name);
  for (const p of town) {
    await expect(p.page.getByTestId('bo-card')).toHaveCount(0);
    await expect(p.page.getByTestId('your-rank')).toHaveCount(0);
  }
  const boTab = (p: Player) => p.page.getByRole('tab', { name: 'Black Organization (members only)' });
  await expect(boTab(gin)).toBeVisible();
  await expect(boTab(conan)).toHaveCount(0);
  await boTab(vodka).click();
  await vodka.page.locator('form.composer textarea').fill('Gin, your call tonight.');
  expect((await mutationResult(vodka.page, 'game.post', () => vodka.page.locator('form.composer button[type=submit]').click())).ok).toBe(true);
  await boTab(gin).click();
  await expect(gin.page.locator('.post').filter({ hasText: 'Gin, your call tonight.' })).toBeVisible();
  await gin.page.getByRole('tab').first().click();

  // The kill order (CB-D13.1): the leader may send either member; Vodka only himself. The suitcase is the leader's tonight.
  const killers = (p: Player) => p.page.getByTestId('target-kill-order-0').locator('option:not([value=""])');
  await expect(killers(gin)).toHaveCount(2);
  await expect(killers(vodka)).toHaveCount(1);
  // No sniper in basic-9: no snipe mode to choose (CB-D15.3).
  await expect(gin.page.getByTestId('option-kill-order-mode')).toHaveCount(0);
  await expect(gin.page.locator('form[data-ability="suitcase"]')).toHaveCount(1);
  await expect(vodka.page.locator('form[data-ability="suitcase"]')).toHaveCount(0);
  await act(gin.page, 'kill-order', [gin.seat, t1.seat]);
  await act(conan.page, 'investigate', [gin.seat, t1.seat], { action: 'kill' });
  await act(ran.page, 'protect', [conan.seat]);
  // A false charge: T2 committed no frighten (CB-22).
  await act(megure.page, 'arrest', [t2.seat], { crime: 'frighten' });
  await screenshot(gin.page, info, 'conan-night-1-leader');
  await expectAccessible(gin.page, 'conan BO member (phone)');

  await endStep(host, gameId, async (console) => {
    // The night explained for the host (CB-D7): the kill and who ordered it, by name.
    const review = console.locator('section[aria-labelledby="review-title"]');
    await expect(review.locator('.trace').first()).toContainText(t1.name);
    await expect(review.locator('.trace').first()).toContainText(gin.name);
    // What publishing will announce, in the ruleset's words: the post, each private result, the suspension.
    const outcome = review.getByTestId('pending-outcome');
    await expect(outcome.locator('[data-notice="results.investigation"]')).toContainText(`${conan.name}: Your investigation: did ${gin.name} kill ${t1.name} tonight? yes.`);
    await expect(outcome.locator('[data-notice="results.arrest"]')).toContainText(`${megure.name}: Your arrest of ${t2.name} for Frighten: false charge`);
    await expect(outcome.locator('[data-status="suspended"]')).toContainText(`${megure.name} becomes: Suspended`);
    await expect(outcome.getByTestId('phase-post')).toContainText(`${t1.name} (Townsperson), killed at night.`);
    await screenshot(console, info, 'conan-night-review');
    await expectAccessible(console, 'conan host review');
  });

  // Day 1. The phase-change post (CB-39, CB-40): T1's death with the role; nothing about the suspension.
  // The announcements card (after the end the end screen's summary shows the same posts again).
  const post = (p: Player, phase: string) => p.page.locator(`section[aria-labelledby="announcements-title"] [data-testid="phase-post"][data-phase="${phase}"]`);
  for (const p of players) await expect(post(p, 'night-1')).toContainText(t1.name);
  await expect(post(conan, 'night-1')).toContainText('Townsperson');
  await expect(post(conan, 'night-1')).not.toContainText(megure.name);
  await expect(post(akai, 'night-1')).toContainText('Ночь 1 окончена');
  await expect(post(akai, 'night-1')).toContainText('Житель');
  // Private results: Conan's investigation in words; Megure's false charge.
  await expect(conan.page.locator('[data-notice="results.investigation"]')).toContainText(`did ${gin.name} kill ${t1.name} tonight? yes`);
  await expect(megure.page.locator('[data-notice="results.arrest"]')).toContainText('false charge');
  // Conditions on the card (CB-22, CB-D6): Megure is suspended through Night 2; only he sees it.
  await expect(megure.page.locator('[data-condition="suspended"]')).toContainText('until the end of Night 2');
  const othersSee = (await ownView(conan.page, gameId)).view?.seats.find((s) => s.id === megure.seat)?.statuses ?? [];
  expect(othersSee).toEqual([]);
  await expect(conan.page.locator('[data-condition="alive"]')).toBeVisible();
  await expect(megure.page.locator(`.players li[data-seat="${megure.seat}"] [data-status="suspended"]`)).toBeVisible();
  await expect(conan.page.locator(`.players li[data-seat="${megure.seat}"] [data-status]`)).toHaveCount(0);
  await screenshot(megure.page, info, 'conan-day-1-suspended');

  // The suitcase hand-out (CB-32, CB-D17.1) is the leader's: one menu per member, each member once.
  await expect(vodka.page.locator('form[data-ability="give-suitcase"]')).toHaveCount(0);
  const handOut = gin.page.locator('form[data-ability="give-suitcase"]');
  await expect(handOut.getByTestId('target-give-suitcase-0').locator('option:not([value=""])')).toHaveCount(2);
  await handOut.getByTestId('target-give-suitcase-0').selectOption(vodka.seat);
  await expect(handOut.getByTestId('target-give-suitcase-1').locator('option:not([value=""])')).toHaveCount(1);
  await act(gin.page, 'give-suitcase', [vodka.seat, gin.seat]);
  await expect(gin.page.locator('form[data-ability="give-suitcase"]').getByTestId('target-give-suitcase-1')).toHaveValue(gin.seat);
  await expect(gin.page.locator('form[data-ability="give-suitcase"]').getByTestId('target-give-suitcase-2')).toHaveCount(0);

  // Kazuha accompanies Gin (CB-D21.2: one vote less); the town lynches Gin, the BO votes Conan.
  await act(kazuha.page, 'accompany', [gin.seat]);
  for (const p of town.filter((p) => p !== t1)) await vote(p.page, gin.seat);
  for (const p of [gin, vodka]) await vote(p.page, conan.seat);
  await screenshot(akai.page, info, 'conan-day-1-ru');
  await endStep(host, gameId);

  // Night 2. The Day 1 post: the lynch, the published votes with totals, the accompaniment.
  const day1 = post(conan, 'day-1');
  await expect(day1).toContainText(`${gin.name} was lynched.`);
  // Six ballots, one vote less for the accompaniment: 5 (CB-D21.2); every voter is published (CB-6).
  await expect(day1).toContainText(`${gin.name}: 5 votes`);
  await expect(post(akai, 'day-1')).toContainText(`${gin.name}: 5 голосов`);
  await expect(day1).toContainText(`${conan.name}: 2 votes`);
  await expect(day1).toContainText(`${gin.name} was accompanied: one vote less.`);
  // Gin is dead: Vodka leads at once (CB-D16.1) and may only send himself.
  await expect(vodka.page.getByTestId('your-rank')).toContainText('Leader');
  await expect(killers(vodka)).toHaveCount(1);
  await expect(vodka.page.getByTestId('bo-card')).toContainText(`${vodka.name} carries the Black Suitcase tonight.`);
  await act(vodka.page, 'kill-order', [vodka.seat, t2.seat]);
  await endStep(host, gameId);

  // Day 2: T2 died in the night; the town lynches Vodka and wins (CB-D24).
  await expect(post(conan, 'night-2')).toContainText(t2.name);
  for (const p of [conan, megure, ran, kazuha, akai]) await vote(p.page, vodka.seat);
  await vote(vodka.page, conan.seat);
  await endStep(host, gameId);

  const final = await ownView(host, gameId);
  expect(final.view?.result?.factions).toEqual(['town']);
  for (const p of players) await expect(p.page.locator('.result')).toBeVisible();
  await expect(post(conan, 'day-2')).toContainText(`${vodka.name} was lynched.`);
  await expect(conan.page.locator('section.ending [data-testid="phase-post"][data-phase="day-2"]')).toContainText(`${vodka.name} was lynched.`);
  await screenshot(conan.page, info, 'conan-game-over');
  await screenshot(akai.page, info, 'conan-game-over-ru');
});
