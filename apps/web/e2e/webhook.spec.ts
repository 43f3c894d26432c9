import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { account, expectAccessible, joinApiPlayers, mutate, screenshot, tagged } from './helpers';

/**
 * Issue #21, an outgoing webhook per game, set in the browser: the host enters a URL (a wrong one
 * is refused, and the message goes as soon as the host edits it), is shown the signing secret
 * once, and the local receiver (a community's chat bot) gets the next phase, signed with it.
 */
test('a host sets the game webhook in the browser and the bot receives the next phase, signed', async ({ browser, baseURL }) => {
  const received: Array<{ signature: string | undefined; text: string }> = [];
  const bot = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ signature: req.headers['x-mafia-signature'] as string | undefined, text: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
  const botUrl = `http://127.0.0.1:${(bot.address() as AddressInfo).port}/hook`;

  const tag = tagged();
  const hostApi = await account(baseURL, `whh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', { title: `Webhook ${tag}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night' } });
  const players = await joinApiPlayers(baseURL, gameId, 'whp', 7, { suffix: tag });
  expect(await mutate(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  const context = await browser.newContext({ storageState: await hostApi.storageState() });
  const page = await context.newPage();
  await page.goto(`/#/game/${gameId}`);
  const settings = page.locator('details.webhook-settings');
  await settings.locator('summary').click();
  await expect(page.getByTestId('webhook-current')).toHaveText('No webhook set.');
  const field = page.getByLabel('Webhook URL (http or https)');
  await field.fill('ftp://bot.example/hook');
  await settings.getByRole('button', { name: 'Set the webhook' }).click();
  const error = settings.locator('[aria-live] [role=alert]');
  await expect(error).toHaveText(/http or https address/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Editing the address clears the message about the old one.
  await field.fill(botUrl);
  await expect(error).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await settings.getByRole('button', { name: 'Set the webhook' }).click();
  const secret = await page.getByTestId('webhook-secret').textContent();
  if (!secret) throw new Error('no secret shown');
  await expect(page.getByTestId('webhook-current')).toHaveText(`Sending to ${botUrl}`);
  await expectAccessible(page, 'webhook settings');
  await screenshot(page, test.info(), 'webhook-settings');

  // The night ends: the bot gets the day, signed with the secret the host was shown.
  expect(await mutate(hostApi, 'host.closeStep', { gameId })).toMatchObject({ ok: true });
  await expect.poll(() => received.length).toBeGreaterThan(0);
  const first = received[0];
  expect(first?.signature).toBe(`sha256=${createHmac('sha256', secret).update(first?.text ?? '').digest('hex')}`);
  expect(JSON.parse(first?.text ?? '{}')).toMatchObject({ game: gameId, events: expect.arrayContaining([expect.objectContaining({ type: 'phase-started', phase: { kind: 'day', number: 1 } })]) as unknown });
  // Shown once: after a reload the page has the URL, not the secret.
  await page.reload();
  await page.locator('details.webhook-settings summary').click();
  await expect(page.getByTestId('webhook-current')).toHaveText(`Sending to ${botUrl}`);
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  await context.close();
  for (const api of [hostApi, ...players]) await api.dispose();
  bot.closeAllConnections();
  await new Promise<void>((resolve) => bot.close(() => resolve()));
});
