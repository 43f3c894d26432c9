import { expect, test, type Page } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21 in the browser: a Gorny day where every vote is a bold post in the thread (`[b]…[/b]`
 * typed in the composer, `**…**` posted by the others), the lynch count follows; a quote renders
 * with its author and post number; a hostile post renders inert.
 */

const lynchBallots = async (page: Page, gameId: string) =>
  ((await ownView(page, gameId)).view?.polls.find((p) => p.id === 'lynch' && p.status === 'open')?.ballots ?? []).map((b) => [b.voter, b.targets[0]]);

async function postInBrowser(page: Page, body: string): Promise<void> {
  const composer = page.locator('section.thread').first().locator('textarea');
  await composer.fill(body);
  await page.locator('section.thread').first().locator('form.composer button[type=submit]').click();
  await expect(composer).toHaveValue('');
}

test('a Gorny day voted only by bold posts; quotes and hostile posts render safely', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `th${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: 'bold votes', rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await signUp(alice, `ta${tag}`);
  await signUp(bob, `tb${tag}`);
  for (const page of [alice, bob]) await mutate(page.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, 'to', 5, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const view = (await ownView(alice, gameId)).view;
  const seatOf = async (page: Page) => {
    const viewer = (await ownView(page, gameId)).viewer;
    if (viewer.kind !== 'seat') throw new Error('not seated');
    return viewer.seat;
  };
  const aliceSeat = await seatOf(alice);
  const bobSeat = await seatOf(bob);
  const nameOf = (seat: string) => view?.seats.find((s) => s.id === seat)?.name ?? seat;

  await alice.goto(`/#/game/${gameId}`);
  await bob.goto(`/#/game/${gameId}`);
  // Both pages have loaded the game (and opened its live stream) before anyone posts.
  for (const page of [alice, bob]) await expect(page.locator('section.thread').first().locator('form.composer textarea')).toBeVisible();

  // Alice votes Bob with BBCode bold typed in the composer; the answer under it says it counted.
  await postInBrowser(alice, `Bob is quiet.\n[b]Vote: ${nameOf(bobSeat)}[/b]`);
  await expect(alice.locator('.post-votes')).toContainText(nameOf(bobSeat));
  await expect.poll(() => lynchBallots(alice, gameId)).toEqual([[aliceSeat, bobSeat]]);
  await expect(bob.locator('.post-body strong').last()).toHaveText(`Vote: ${nameOf(bobSeat)}`, { timeout: 30_000 });

  // A vote that is not bold does not count, and the poster is told why, in words.
  await postInBrowser(bob, `Vote: ${nameOf(aliceSeat)}`);
  await expect(bob.locator('.post-votes .error')).toContainText('not in bold');
  await expect.poll(() => lynchBallots(alice, gameId)).toEqual([[aliceSeat, bobSeat]]);

  // The others vote Bob in Markdown bold through the same post command.
  for (const api of others.slice(0, 2)) {
    expect(await mutate(api, 'game.post', { gameId, channel: 'thread', body: `**Vote: ${nameOf(bobSeat)}**` })).toMatchObject({ ok: true, votes: [{ counted: true }] });
  }
  await expect.poll(async () => (await lynchBallots(alice, gameId)).filter(([, target]) => target === bobSeat).length).toBe(3);

  // Bob quotes Alice's post: the quote shows her name and links her post number.
  const alicePost = bob.locator('li.post', { hasText: 'Bob is quiet.' });
  await alicePost.getByRole('button', { name: new RegExp(nameOf(aliceSeat)) }).first().click();
  await postInBrowser(bob, `${await bob.locator('section.thread textarea').first().inputValue()}No.`);
  await expect(alice.locator('.post-body blockquote cite').last()).toContainText(nameOf(aliceSeat));
  // The quoted vote is someone else's: it did not move Bob's (absent) vote.
  await expect.poll(async () => (await lynchBallots(alice, gameId)).some(([voter]) => voter === bobSeat)).toBe(false);

  // A hostile post is text.
  let dialogs = 0;
  alice.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await postInBrowser(bob, '<script>alert(1)</script><img src=x onerror=alert(1)> [url=javascript:alert(1)]click me[/url] [b]unclosed');
  const hostile = alice.locator('li.post', { hasText: '<script>alert(1)</script>' });
  await expect(hostile).toBeVisible();
  await expect(hostile.locator('img, script, a[href^="javascript"]')).toHaveCount(0);
  await hostile.getByText('click me').click();
  expect(dialogs).toBe(0);
  await screenshot(alice, info, 'thread-bold-votes');
});
