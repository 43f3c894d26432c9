import { expect, test } from '@playwright/test';
import { account, joinApiPlayers, mutate, ownView, query, screenshot, signUp, tagged } from './helpers';

/**
 * Issues #6 and #7 in the browser, on the sandbox (which has wills): a player keeps notes on the
 * server and writes a will; after a reload the note is still there; the player dies (a host
 * mod-kill) and another player reads the will with the dead. The lobby moves go through the API:
 * this spec is about the game screen.
 */

test('notes survive a reload; a will is read by another player once its author is dead', async ({ browser, baseURL }, info) => {
  const tag = tagged();
  const hostApi = await account(baseURL, `wh${tag}`);
  const { gameId } = await mutate<{ gameId: string }>(hostApi, 'lobby.create', {
    title: 'wills and notes',
    rulesetId: 'sandbox',
    setupId: 'classic-7',
    settings: { firstPhase: 'day' },
  });

  const writer = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  await signUp(writer, `ww${tag}`);
  await signUp(reader, `wr${tag}`);
  for (const page of [writer, reader]) await mutate(page.request, 'lobby.join', { gameId, as: 'player' });
  const others = await joinApiPlayers(baseURL, gameId, 'wp', 5, { suffix: tag });
  expect(await mutate<{ ok: boolean }>(hostApi, 'lobby.start', { gameId })).toMatchObject({ ok: true });

  // The note is saved on the server as it is typed.
  await writer.goto(`/#/game/${gameId}`);
  const notes = writer.getByTestId('notes');
  await expect(notes).toBeEnabled();
  await notes.fill('Day 1: the reader is quiet.');
  await expect(writer.getByTestId('notes-status')).toHaveAttribute('data-status', 'saved');

  // The will is saved through the seat command; only its author (and the host) reads it for now.
  const will = `If I die, trust nobody (${tag}).`;
  await writer.getByTestId('will').fill(will);
  await writer.getByTestId('will').locator('xpath=ancestor::form').locator('button[type=submit]').click();
  const seat = (await ownView(writer, gameId)).viewer;
  if (seat.kind !== 'seat') throw new Error('the writer has no seat');
  await expect.poll(async () => (await ownView(writer, gameId)).view?.seats.find((s) => s.id === seat.seat)?.will?.text).toBe(will);
  expect(JSON.stringify(await ownView(reader, gameId))).not.toContain(will);

  // A reload keeps the note (it comes back from the server, not only from this browser).
  await writer.reload();
  await expect(writer.getByTestId('notes')).toHaveValue('Day 1: the reader is quiet.');
  expect(await query<{ text: string }>(writer, 'notes.get', { gameId })).toMatchObject({ text: 'Day 1: the reader is quiet.' });
  await screenshot(writer, info, 'wills-notes-writer');

  // The writer dies; the reader finds the will with the dead players.
  expect(await mutate<{ ok: boolean }>(hostApi, 'host.modkill', { gameId, seat: seat.seat, reason: 'test' })).toMatchObject({ ok: true });
  await reader.goto(`/#/game/${gameId}`);
  await expect(reader.getByTestId(`will-${seat.seat}`)).toContainText(will);
  await screenshot(reader, info, 'wills-notes-reader');
  // The dead writer no longer has a will editor.
  await expect(writer.getByTestId('will')).toHaveCount(0);

  for (const api of [hostApi, ...others]) await api.dispose();
});
