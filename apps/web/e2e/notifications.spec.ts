import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, mutate, ownView, signUp, tagged } from './helpers';

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
  const others: APIRequestContext[] = [];
  for (let i = 0; i < 6; i++) {
    const api = await account(baseURL, `no${i}${tag}`);
    await mutate(api, 'lobby.join', { gameId, as: 'player' });
    others.push(api);
  }
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
