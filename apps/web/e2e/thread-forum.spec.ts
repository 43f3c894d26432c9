import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, expectAccessible, joinApiPlayers, mutate, ownView, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #21, "a thread that behaves like a forum", in the browser: posts numbered and timed;
 * BBCode and Markdown rendered (italic, strikes, spoilers hidden until opened, links that leave
 * safely, quotes with their author); reply to a post, whose "post #n" jumps to it; and "Go to post #"
 * moves the reader (and the keyboard focus) to a post by its number in a short thread too.
 */
test('posts are numbered and timed, markup renders, a reply links its post, and a post number is a jump', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `fh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Forum thread ${tag}`, rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const page = await (await browser.newContext()).newPage();
  await signUp(page, `fr${tag}`);
  await mutate(page.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, `fo${tag}x`, 6);
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });
  const [bob, carol] = others as [APIRequestContext, APIRequestContext];
  const bobName = `fo${tag}x0`;
  const started = Date.now();
  expect(await mutate(bob, 'game.post', { gameId, channel: 'thread', body: 'Good morning. [i]Italic[/i], *also italic*, [s]struck[/s], ~~struck too~~.' })).toMatchObject({ ok: true });
  expect(await mutate(carol, 'game.post', { gameId, channel: 'thread', body: 'Do not open: [spoiler]the hidden word[/spoiler] ||and more||' })).toMatchObject({ ok: true });
  expect(await mutate(bob, 'game.post', { gameId, channel: 'thread', body: 'Read [url=https://example.org/rules]the rules[/url] or [the FAQ](https://example.org/faq).' })).toMatchObject({ ok: true });
  for (let i = 4; i <= 24; i++) await mutate(others[i % others.length] as APIRequestContext, 'game.post', { gameId, channel: 'thread', body: `Filler post ${i}` });
  await expect.poll(async () => (await ownView(page, gameId)).view?.posts.length ?? 0).toBe(24);

  await page.goto(`/#/game/${gameId}`);
  const thread = page.locator('section.thread').first();
  // Numbered and timed: "#1", the author, the phase and a machine-readable time of posting.
  const first = thread.locator('li.post[data-number="1"]');
  await expect(first.locator('header')).toContainText('#1');
  await expect(first.locator('header strong')).toHaveText(bobName);
  await expect(first.locator('header')).toContainText('Day 1');
  const at = Date.parse((await first.locator('time').getAttribute('datetime')) ?? '');
  expect(at).toBeGreaterThanOrEqual(started - 5_000);
  expect(at).toBeLessThanOrEqual(Date.now());
  await expect(thread.locator('li.post[data-number="24"] header')).toContainText('#24');

  // Markup, BBCode and Markdown alike.
  await expect(first.locator('.post-body em')).toHaveText(['Italic', 'also italic']);
  await expect(first.locator('.post-body s')).toHaveText(['struck', 'struck too']);
  const spoilers = thread.locator('li.post[data-number="2"] details.spoiler');
  await expect(spoilers).toHaveCount(2);
  await expect(spoilers.first().getByText('the hidden word')).toBeHidden();
  await spoilers.first().locator('summary').click();
  await expect(spoilers.first().getByText('the hidden word')).toBeVisible();
  const links = thread.locator('li.post[data-number="3"] .post-body a');
  await expect(links).toHaveText(['the rules', 'the FAQ']);
  await expect(links.first()).toHaveAttribute('href', 'https://example.org/rules');
  await expect(links.nth(1)).toHaveAttribute('href', 'https://example.org/faq');
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  // Reply: the composer addresses the author and the post; the posted reply links back to it.
  await thread.locator('li.post[data-number="1"]').getByRole('button', { name: `Reply to ${bobName}` }).click();
  const composer = thread.locator('form.composer textarea');
  await expect(composer).toHaveValue(`@${bobName} (post #1): `);
  await composer.press('End');
  await composer.pressSequentially('good morning to you.');
  await thread.locator('form.composer button[type=submit]').click();
  await expect(composer).toHaveValue('');
  const reply = thread.locator('li.post[data-number="25"]');
  await expect(reply.locator('.post-body')).toContainText(`@${bobName} (post #1): good morning to you.`);
  await thread.locator('li.post[data-number="12"]').focus();
  await reply.getByRole('button', { name: '#1', exact: true }).click();
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();

  // Go to post #: a short thread has the box too; the reader lands on the post, focus and all.
  const jump = thread.locator('form.jump-to-post');
  await jump.getByLabel('Go to post #').fill('7');
  await jump.getByRole('button', { name: 'Go' }).click();
  await expect(thread.locator('li.post[data-number="7"]')).toBeFocused();
  await expect(thread.locator('li.post[data-number="7"]')).toBeInViewport();
  await expectAccessible(page, 'a forum-like thread');
  await screenshot(page, info, 'thread-forum');
  for (const api of [hostApi, ...others]) await api.dispose();
});
