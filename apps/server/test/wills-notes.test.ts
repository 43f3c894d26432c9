/**
 * Last wills (issue #6) and private notes (issue #7) through the HTTP API: a will is its author's
 * until the seat is eliminated, then everyone's; notes are only ever their author's and never
 * enter the event log or any view.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, signedUp, startedGame, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

describe('Wills over the API (sandbox has wills)', () => {
  it("no other player's view holds a will before its author dies; after the death every view does", async () => {
    const game = await startedGame(url());
    const [author, other, third] = game.players;
    if (!author || !other || !third) throw new Error('players missing');
    const spectator = await signedUp(url());
    await spectator.api.lobby.join.mutate({ gameId: game.gameId, as: 'spectator' });
    const text = `will-${author.seat}-secret-text`;

    expect((await author.api.game.view.query({ gameId: game.gameId })).available).toContainEqual({ type: 'write-will', maxLength: 2000, current: null });
    expect(await author.api.game.writeWill.mutate({ gameId: game.gameId, text })).toMatchObject({ ok: true });
    const own = await author.api.game.view.query({ gameId: game.gameId });
    expect(own.view?.seats.find((s) => s.id === author.seat)?.will).toMatchObject({ text, revealed: false });
    expect(JSON.stringify(await game.host.api.game.view.query({ gameId: game.gameId }))).toContain(text);
    for (const reader of [other, third, spectator]) {
      expect(JSON.stringify(await reader.api.game.view.query({ gameId: game.gameId }))).not.toContain(text);
    }

    await game.host.api.host.modkill.mutate({ gameId: game.gameId, seat: author.seat, reason: 'test' });
    for (const reader of [other, third, spectator]) {
      const seen = (await reader.api.game.view.query({ gameId: game.gameId })).view?.seats.find((s) => s.id === author.seat);
      expect(seen?.will).toMatchObject({ text, revealed: true });
    }
    expect(await codeOf(author.api.game.writeWill.mutate({ gameId: game.gameId, text: 'after death' }))).toBe('REJECTED:will-author-not-alive');
  });

  it('the host edits a will before it is read out; the edited text is the one revealed, and after that it stays', async () => {
    const game = await startedGame(url());
    const [author, other] = game.players;
    if (!author || !other) throw new Error('players missing');
    await author.api.game.writeWill.mutate({ gameId: game.gameId, text: 'the original, too revealing' });
    expect(await game.host.api.host.editWill.mutate({ gameId: game.gameId, seat: author.seat, text: 'as edited by the host' })).toMatchObject({ ok: true });
    const own = await author.api.game.view.query({ gameId: game.gameId });
    expect(own.view?.seats.find((s) => s.id === author.seat)?.will).toMatchObject({ text: 'as edited by the host', revealed: false });
    expect(JSON.stringify(await other.api.game.view.query({ gameId: game.gameId }))).not.toContain('as edited by the host');

    await game.host.api.host.modkill.mutate({ gameId: game.gameId, seat: author.seat, reason: 'test' });
    const seen = (await other.api.game.view.query({ gameId: game.gameId })).view?.seats.find((s) => s.id === author.seat);
    expect(seen?.will).toMatchObject({ text: 'as edited by the host', revealed: true });
    expect(await codeOf(game.host.api.host.editWill.mutate({ gameId: game.gameId, seat: author.seat, text: 'later' }))).toBe('REJECTED:will-already-revealed');
    expect(await codeOf(game.host.api.host.editWill.mutate({ gameId: game.gameId, seat: author.seat, text: 'x'.repeat(20_001) }))).toBe('BAD_REQUEST');
  });

  it('a will over the ruleset\'s length is refused by the rules; an oversized request by the input check', async () => {
    const game = await startedGame(url());
    const [author] = game.players;
    if (!author) throw new Error('players missing');
    expect(await codeOf(author.api.game.writeWill.mutate({ gameId: game.gameId, text: 'x'.repeat(2001) }))).toBe('REJECTED:will-too-long');
    expect(await codeOf(author.api.game.writeWill.mutate({ gameId: game.gameId, text: 'x'.repeat(20_001) }))).toBe('BAD_REQUEST');
    expect((await author.api.game.view.query({ gameId: game.gameId })).view?.seats.find((s) => s.id === author.seat)?.will).toBeUndefined();
  });
});

describe('Notes over the API', () => {
  it('each member reads only their own notes, and notes never reach a view or the event log', async () => {
    const game = await startedGame(url());
    const [ann, bob] = game.players;
    if (!ann || !bob) throw new Error('players missing');
    const text = `note-of-${ann.seat}-private`;
    expect(await ann.api.notes.get.query({ gameId: game.gameId })).toEqual({ text: '', updatedAt: null });
    const saved = await ann.api.notes.save.mutate({ gameId: game.gameId, text });
    expect(saved.text).toBe(text);
    expect(typeof saved.updatedAt).toBe('number');
    expect(await ann.api.notes.get.query({ gameId: game.gameId })).toEqual(saved);

    for (const other of [bob, game.host]) {
      expect((await other.api.notes.get.query({ gameId: game.gameId })).text).toBe('');
      expect(JSON.stringify(await other.api.game.view.query({ gameId: game.gameId }))).not.toContain(text);
    }
    const events = await ctx().db.prisma.gameEvent.findMany({ where: { gameId: game.gameId } });
    expect(JSON.stringify(events)).not.toContain(text);

    await game.host.api.notes.save.mutate({ gameId: game.gameId, text: 'host notes' });
    expect((await ann.api.notes.get.query({ gameId: game.gameId })).text).toBe(text);
    expect(await codeOf(ann.api.notes.save.mutate({ gameId: game.gameId, text: 'x'.repeat(20_001) }))).toBe('BAD_REQUEST');
    expect((await ann.api.notes.get.query({ gameId: game.gameId })).text).toBe(text);
  });
});
