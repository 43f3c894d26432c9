import { expect, test } from '@playwright/test';
import { joinApiPlayers, mutate, query, screenshot, signUp, tagged } from './helpers';

interface Seats {
  view: { seats: { id: string; name: string; faction?: string }[]; result: unknown } | null;
}

/**
 * Issue #18 (russian-extended part 4 §8.6, BP-0..BP-7) in the browser: once a Russian game is over,
 * the end screen holds the vote for the best players. A player names two, then adds a third (a
 * ballot is only added to, BP-2); the host votes too (BP-1a) and ends the vote with a lower pass mark
 * (BP-4c, BP-6); both screens show the result live. The other players and the game's end (the host
 * mod-kills the four blacks: the reds win) go through the API.
 */
test('after a Russian game, players and the host vote for the best players and the host ends the vote', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const host = await (await browser.newContext()).newPage();
  await signUp(host, `bph${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(host.request, 'lobby.create', { title: 'best players', rulesetId: 'russian-extended', setupId: 'standard', seed: 'best-players-e2e' });
  const player = await (await browser.newContext()).newPage();
  await signUp(player, `bpp${tag}`);
  await mutate(player.request, 'lobby.join', { gameId, as: 'player' });
  await joinApiPlayers(baseURL, gameId, `bpo${tag}x`, 11);
  expect(await mutate<{ ok: boolean }>(host.request, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const seen = await query<Seats>(host, 'host.view', { gameId });
  const seats = seen.view?.seats ?? [];
  for (const seat of seats.filter((s) => s.faction === 'black')) {
    expect(await mutate(host.request, 'host.modkill', { gameId, seat: seat.id, reason: 'modkill' })).toMatchObject({ ok: true });
  }
  const me = seats.find((s) => s.name === `bpp${tag}`);
  const reds = seats.filter((s) => s.faction === 'red' && s.id !== me?.id).map((s) => s.name);
  const [first, second, third] = reds as [string, string, string];

  await player.goto(`/#/game/${gameId}`);
  // The reveal names each black's negative role in the ruleset's words (not the vote's "No elimination" for `none`).
  await expect(player.locator('section.ending')).toContainText('was Black without a move', { timeout: 30_000 });
  await expect(player.locator('section.ending')).not.toContainText('was No elimination');
  const card = player.locator('section.after-game-vote');
  await expect(card.getByRole('heading', { name: 'Best players' })).toBeVisible({ timeout: 30_000 });
  // BP-1d: a vote for oneself counts as a refusal, so one's own name is not offered.
  await expect(card.getByRole('checkbox', { name: `bpp${tag}`, exact: true })).toHaveCount(0);
  await card.getByRole('checkbox', { name: first, exact: true }).check();
  await card.getByRole('checkbox', { name: second, exact: true }).check();
  await card.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(card.locator('.after-game-ballots')).toContainText(`bpp${tag}: ${first} and ${second}`);
  // BP-2: the names given stay ticked and locked; more may be added.
  await expect(card.getByRole('checkbox', { name: first, exact: true })).toBeDisabled();
  await card.getByRole('checkbox', { name: third, exact: true }).check();
  await card.getByRole('button', { name: 'Add to my vote' }).click();
  await expect(card.locator(`.after-game-ballots li[data-voter="${me?.id ?? ''}"]`)).toHaveText(`bpp${tag}: ${first}, ${second}, and ${third}`);

  await host.goto(`/#/game/${gameId}`);
  const hostCard = host.locator('section.after-game-vote');
  await expect(hostCard.locator(`.after-game-ballots li[data-voter="${me?.id ?? ''}"]`)).toContainText(`, and ${third}`, { timeout: 30_000 });
  await hostCard.locator('form.after-game-ballot').getByRole('checkbox', { name: first, exact: true }).check();
  await hostCard.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(hostCard.locator('.after-game-ballots li[data-voter="host"]')).toHaveText(`Host: ${first}`);
  // BP-4c: with a third as the pass mark (2 voters: 1 vote passes); ending asks for a confirmation.
  await hostCard.getByLabel('Pass mark').selectOption({ label: '33% of the voters' });
  await hostCard.getByRole('button', { name: 'End the vote' }).click();
  await hostCard.getByRole('button', { name: 'Yes, end the vote now' }).click();
  // Two voters: the host's and the player's ballots; each named player has at least one of two.
  for (const page of [hostCard, card]) {
    const result = page.getByTestId('after-game-best');
    await expect(result).toContainText('Best players:', { timeout: 30_000 });
    for (const name of [first, second, third]) await expect(result).toContainText(name);
  }
  await expect(card.locator('.after-game-tally')).toContainText('2 of 2');
  await expect(card.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  await screenshot(player, info, 'russian-best-players-result');
});
