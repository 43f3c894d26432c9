import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, signUp, tagged } from './helpers';

/**
 * Issue #21, notifications: a player is told of a mention, a host message and a phase change on the
 * page and, with the browser's permission and the tab in the background, as browser notifications;
 * a muted game tells nothing; the digest page lists what was received.
 */
test('mentions, host messages and phase changes notify; mute silences a game; the digest lists them', async ({ browser, baseURL }) => {
  const tag = tagged();
  const title = `Notify ${tag}`;
  const hostApi = await account(baseURL, `nh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title, rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  // The tab counts as in the background, and every browser notification is recorded.
  await context.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotes: typeof shown }).shownNotes = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  const alice: Page = await context.newPage();
  await signUp(alice, `na${tag}`);
  await mutate(alice.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, 'no', 6, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const own = await ownView(alice, gameId);
  const me = own.viewer.kind === 'seat' ? own.viewer.seat : '';
  const myName = own.view?.seats.find((s) => s.id === me)?.name ?? '';
  const bob = others[0] as APIRequestContext;
  const shown = () => alice.evaluate(() => (window as unknown as { shownNotes: { title: string; body: string }[] }).shownNotes);

  await alice.goto(`/#/game/${gameId}`);
  await expect(alice.getByTestId('notifications-bar')).toBeVisible();
  await mutate(bob, 'game.post', { gameId, channel: 'thread', body: `I wonder about ${myName}.` });
  await expect(alice.getByTestId('latest-note')).toContainText(`mentioned you: “I wonder about ${myName}.”`);
  await expect.poll(async () => (await shown()).map((n) => n.title)).toContain(title);

  await mutate(hostApi, 'host.post', { gameId, channel: 'thread', body: 'Ten minutes to the deadline.' });
  await expect(alice.getByTestId('latest-note')).toHaveText('The host posted: “Ten minutes to the deadline.”');

  await mutate(hostApi, 'host.closeStep', { gameId });
  await expect(alice.getByTestId('latest-note')).toContainText('has begun.');
  const received = (await shown()).length;
  expect(received).toBeGreaterThanOrEqual(3);

  // Muted: nothing on the page, nothing in the background.
  await alice.getByRole('button', { name: 'Mute this game' }).click();
  await expect(alice.getByRole('button', { name: 'Unmute this game' })).toHaveAttribute('aria-pressed', 'true');
  await mutate(others[1] as APIRequestContext, 'game.post', { gameId, channel: 'thread', body: `${myName}, answer me.` }).catch(() => null);
  await mutate(hostApi, 'host.post', { gameId, channel: 'thread', body: 'Muted message.' });
  await expect.poll(async () => (await ownView(alice, gameId)).view?.posts.some((p) => p.body === 'Muted message.')).toBe(true);
  // Host tools: a thread post written at night is flagged.
  await expect(alice.locator('li.post', { hasText: 'Muted message.' }).locator('.night-post')).toHaveText('night post');
  await expect(alice.locator('li.post', { hasText: 'Ten minutes to the deadline.' }).locator('.night-post')).toHaveCount(0);
  await alice.waitForTimeout(500);
  expect((await shown()).length).toBe(received);
  await expect(alice.getByTestId('latest-note')).toHaveText('');

  // The digest lists the notes received, each linking to its game.
  await alice.getByRole('link', { name: 'All notifications' }).click();
  await expect(alice.locator('#notifications-title')).toHaveText('Notifications');
  const digest = alice.getByTestId('digest');
  await expect(digest.locator('li[data-kind=mention]')).toHaveCount(1);
  await expect(digest.locator('li[data-kind=host-message]')).toHaveCount(1);
  await expect(digest.locator('li[data-kind=phase]')).toHaveCount(1);
  await expect(digest.locator('li a').first()).toHaveAttribute('href', `#/game/${encodeURIComponent(gameId)}`);
});

/**
 * Issue #21, the rest of the notifications: the browser's permission asked from the page (granted
 * here by the page's stand-in for the browser), "your turn" for a player with a move to make
 * tonight, and "deadline near" for a step with less than ten minutes left; then a background
 * notification once allowed.
 */
test('your turn and a near deadline notify; the page asks the browser for permission', async ({ browser, baseURL }) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `nth${tag}`);
  // A five-minute night: within the ten minutes a deadline warning looks ahead.
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Turns ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night', nightLength: 300_000 } });
  const players = await joinApiPlayers(baseURL, gameId, 'ntp', 7, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  let actor: APIRequestContext | null = null;
  for (const api of players) {
    const own = (await (await api.get(`/trpc/game.view?input=${encodeURIComponent(JSON.stringify({ gameId }))}`)).json()) as { result: { data: { available: Array<{ type: string }> } } };
    if (own.result.data.available.some((a) => a.type === 'submit-intent')) {
      actor = api;
      break;
    }
  }
  if (!actor) throw new Error('nobody acts tonight');
  const context = await browser.newContext({ storageState: await actor.storageState() });
  await context.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotes: typeof shown }).shownNotes = shown;
    class Asked {
      static permission = 'default';
      static requestPermission = () => {
        Asked.permission = 'granted';
        return Promise.resolve('granted');
      };
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Asked;
  });
  const page = await context.newPage();
  await page.goto(`/#/game/${gameId}`);
  const bar = page.getByTestId('notifications-bar');
  await expect(bar).toBeVisible();
  // Both notes arrive on opening the page; the bar shows the latest, the digest both.
  await expect(page.getByTestId('latest-note')).toHaveText(/^(Your turn: 1 move to make\.|Less than 5 minutes left in this step\.)$/);
  // The permission: asked from the page, and the button goes once the browser allows it.
  await bar.getByRole('button', { name: 'Notify me in the background' }).click();
  await expect(bar.getByRole('button', { name: 'Notify me in the background' })).toHaveCount(0);
  await mutate(hostApi, 'host.post', { gameId, channel: 'thread', body: 'Two minutes, please.' });
  await expect(page.getByTestId('latest-note')).toHaveText('The host posted: “Two minutes, please.”');
  const shown = () => page.evaluate(() => (window as unknown as { shownNotes: { title: string; body: string }[] }).shownNotes);
  await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual(['The host posted: “Two minutes, please.”']);

  await page.getByRole('link', { name: 'All notifications' }).click();
  const digest = page.getByTestId('digest');
  await expect(digest.locator('li[data-kind=your-turn]')).toHaveCount(1);
  await expect(digest.locator('li[data-kind=your-turn]')).toContainText('Your turn: 1 move to make.');
  await expect(digest.locator('li[data-kind=deadline]')).toHaveCount(1);
  await expect(digest.locator('li[data-kind=deadline]')).toContainText('Less than 5 minutes left in this step.');
  await context.close();
  for (const api of [hostApi, ...players]) await api.dispose();
});
