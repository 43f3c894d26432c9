/**
 * Post edits reach the posts table through the kernel's post id, and russian-extended's night
 * notes (part 4 §7.2) travel through the API as an intent with structured options.
 */
import { describe, expect, it } from 'vitest';
import { signedUp, startedGame, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

describe('Post edits (seed 001 rule 3: allowed, flagged for the host)', () => {
  it('edits the kernel post and its row in the posts table, found by the kernel id', async () => {
    const game = await startedGame(url());
    const [author, other] = game.players;
    if (!author || !other) throw new Error('players missing');
    expect(await author.api.game.post.mutate({ gameId: game.gameId, channel: 'thread', body: 'vote Bob' })).toMatchObject({ ok: true });
    const postId = (await author.api.game.view.query({ gameId: game.gameId })).view?.posts.find((p) => p.body === 'vote Bob')?.id ?? '';
    expect(await author.api.game.editPost.mutate({ gameId: game.gameId, postId, body: 'unvote' })).toMatchObject({ ok: true });

    const row = await ctx().server.services.posts.findByPostId(game.gameId, postId);
    expect(row).toMatchObject({ body: 'unvote', postId, seatId: author.seat });
    expect(row?.editedAt).not.toBeNull();
    const seen = (await other.api.game.view.query({ gameId: game.gameId })).view?.posts.find((p) => p.id === postId);
    expect(seen?.body).toBe('unvote');

    // Someone else's post, or an unknown one: a rejection, and the row stays as it was.
    expect(await other.api.game.editPost.mutate({ gameId: game.gameId, postId, body: 'hijack' })).toMatchObject({ ok: false, rejection: { code: 'unknown-post' } });
    expect((await ctx().server.services.posts.findByPostId(game.gameId, postId))?.body).toBe('unvote');
  });
});

describe('russian-extended night notes (part 4 §7.2, NN-1, NN-2)', () => {
  it('a note sent at night is posted in the morning for everyone, without its author', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'notes', rulesetId: 'russian-extended', setupId: 'standard', settings: {} });
    const players = await Promise.all(Array.from({ length: 12 }, () => signedUp(url())));
    for (const player of players) expect((await player.api.lobby.join.mutate({ gameId, as: 'player' })).ok).toBe(true);
    expect((await host.api.lobby.start.mutate({ gameId })).ok).toBe(true);
    const [writer, reader] = players;
    if (!writer || !reader) throw new Error('players missing');

    // Close steps until the writer may send notes (the night has been announced).
    for (let i = 0; i < 12; i++) {
      const own = await writer.api.game.view.query({ gameId });
      if (own.available.some((c) => c.type === 'submit-intent' && c.ability === 'note')) break;
      await host.api.host.closeStep.mutate({ gameId });
    }
    const sent = await writer.api.game.act.mutate({ gameId, ability: 'note', targets: [], options: { notes: [{ text: 'I am the commissar' }] } });
    expect(sent).toMatchObject({ ok: true });
    const malformed = await writer.api.game.act.mutate({ gameId, ability: 'note', targets: [], options: { notes: 'nope' } });
    expect(malformed).toMatchObject({ ok: false, rejection: { code: 'note-malformed' } });
    // Nobody else sees the note's intent.
    expect((await reader.api.game.view.query({ gameId })).view?.intents.some((i) => i.ability === 'note')).toBe(false);

    for (let i = 0; i < 6; i++) {
      const notes = (await reader.api.game.view.query({ gameId })).view?.notices.filter((n) => n.key === 'morning.note') ?? [];
      if (notes.length > 0) {
        expect(notes.map((n) => n.params)).toEqual([{ text: 'I am the commissar' }]);
        expect(JSON.stringify(notes)).not.toContain(writer.username);
        return;
      }
      await host.api.host.closeStep.mutate({ gameId });
      const pending = (await host.api.host.view.query({ gameId })).view?.pending;
      if (pending) await host.api.host.publish.mutate({ gameId });
    }
    throw new Error('the morning never posted the note');
  });
});

describe('russian-extended daily walls through the API (part 4 §4.2 C-4, post tags)', () => {
  it('a player marks his post as his wall; a bad tag is refused with nothing posted; without a wall he is not admitted to the vote', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'walls', rulesetId: 'russian-extended', setupId: 'standard', settings: { wallRequired: true } });
    const players = await Promise.all(Array.from({ length: 12 }, () => signedUp(url())));
    for (const player of players) expect((await player.api.lobby.join.mutate({ gameId, as: 'player' })).ok).toBe(true);
    expect((await host.api.lobby.start.mutate({ gameId })).ok).toBe(true);
    const [writer, silent] = players;
    if (!writer || !silent) throw new Error('players missing');
    const seatOf = async (client: typeof writer) => {
      const viewer = (await client.api.game.view.query({ gameId })).view?.viewer;
      return viewer?.kind === 'seat' ? viewer.seat : '';
    };

    // Day 1's discussion: the composer offers the wall tag.
    const own = await writer.api.game.view.query({ gameId });
    expect(own.available).toContainEqual({ type: 'post', channel: 'thread', tags: ['wall'] });
    expect(await writer.api.game.post.mutate({ gameId, channel: 'thread', body: 'My view of everyone.', tags: ['wall'] })).toMatchObject({ ok: true });
    expect(await writer.api.game.post.mutate({ gameId, channel: 'thread', body: 'x', tags: ['verdict'] })).toMatchObject({ ok: false, rejection: { code: 'post-tag-refused', params: { tag: 'verdict' } } });
    await expect(writer.api.game.post.mutate({ gameId, channel: 'thread', body: 'x', tags: ['Not A Tag!'] })).rejects.toThrow();
    const posts = (await silent.api.game.view.query({ gameId })).view?.posts ?? [];
    expect(posts.map((p) => [p.body, p.flags])).toEqual([['My view of everyone.', ['wall']]]);

    // The election (day 1's vote): the silent player is not admitted; the writer is.
    await host.api.host.closeStep.mutate({ gameId });
    const seats = (await host.api.host.view.query({ gameId })).view?.seats ?? [];
    const status = (seat: string) => seats.find((s) => s.id === seat)?.statuses.map((s) => s.id) ?? [];
    expect(status(await seatOf(silent))).toContain('not-admitted');
    expect(status(await seatOf(writer))).not.toContain('not-admitted');
  });
});
