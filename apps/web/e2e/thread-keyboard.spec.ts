import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21, phone and keyboard: the game screen has a top-level heading; the thread's posts are
 * one Tab stop (arrow keys move between them, Tab reaches the focused post's buttons and then the
 * composer, however long the thread); on a phone the jump bar reaches the vote box without
 * scrolling through the thread.
 */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const post = el.closest<HTMLElement>('li.post');
    return `${el.tagName.toLowerCase()}${post ? `#${post.dataset['number'] ?? ''}` : ''}`;
  });
}

test('posts are one Tab stop, the arrows move between them, and a phone jumps to the votes', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `tk${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Keyboard ${tag}`, rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signUp(phone, `tp${tag}`);
  await mutate(phone.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, 'tq', 6, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  // Twelve posts: without the roving stop each would add two Tab stops (quote, reply).
  for (let i = 0; i < 12; i++) await mutate(others[i % others.length] as APIRequestContext, 'game.post', { gameId, channel: 'thread', body: `Post ${i + 1}` });
  await expect.poll(async () => (await ownView(phone, gameId)).view?.posts.length ?? 0).toBe(12);

  await phone.goto(`/#/game/${gameId}`);
  await expect(phone.locator('h1')).toHaveText(`Keyboard ${tag}`);

  // The jump bar (phone only) moves the focus to the vote box's heading, on screen.
  await phone.getByRole('navigation', { name: 'Jump to' }).getByRole('button', { name: 'Votes' }).click();
  await expect(phone.locator('#votes-title')).toBeFocused();
  await expect(phone.locator('#votes-title')).toBeInViewport();
  await screenshot(phone, info, 'phone-jump-to-votes');

  // Keyboard: Tab into the thread lands on one post (the newest), not on each post's buttons.
  await phone.locator('.thread [role=tablist], .tabs[role=tablist]').first().getByRole('tab').first().focus();
  let reached = '';
  for (let i = 0; i < 6 && !reached.startsWith('li#'); i++) {
    await phone.keyboard.press('Tab');
    reached = await focused(phone);
  }
  expect(reached).toBe('li#12');
  await phone.keyboard.press('ArrowUp');
  expect(await focused(phone)).toBe('li#11');
  await phone.keyboard.press('Home');
  expect(await focused(phone)).toBe('li#1');
  await phone.keyboard.press('End');
  expect(await focused(phone)).toBe('li#12');
  await phone.keyboard.press('ArrowUp');
  // Tab: the focused post's quote and reply buttons, then out of the list to the composer.
  await phone.keyboard.press('Tab');
  expect(await focused(phone)).toBe('button#11');
  await phone.keyboard.press('Tab');
  expect(await focused(phone)).toBe('button#11');
  await phone.keyboard.press('Tab');
  await expect(phone.locator('form.composer textarea')).toBeFocused();
  // Shift+Tab comes back to the post that had the focus.
  await phone.keyboard.press('Shift+Tab');
  await phone.keyboard.press('Shift+Tab');
  await phone.keyboard.press('Shift+Tab');
  expect(await focused(phone)).toBe('li#11');
});
