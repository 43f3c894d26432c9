import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NoteStore } from '../src/notes';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

async function account(name: string): Promise<string> {
  const row = await db().prisma.account.create({ data: { username: `${name}-${Math.trunc(performance.now() * 1000)}`, passwordHash: 'x' } });
  return row.id;
}

describe('NoteStore (issue #7: private notes per game and member)', () => {
  it('has no notes before the first save, then returns the last one saved', async () => {
    const notes = new NoteStore(db().prisma);
    const game = await createGame(db().prisma);
    const ann = await account('ann');
    expect(await notes.get(game, ann)).toBeNull();
    await notes.save(game, ann, 'Bob claimed cop', 1_000);
    expect(await notes.save(game, ann, 'Bob claimed cop; Cat is quiet', 2_000)).toEqual({ gameId: game, accountId: ann, text: 'Bob claimed cop; Cat is quiet', updatedAt: 2_000 });
    expect(await notes.get(game, ann)).toEqual({ gameId: game, accountId: ann, text: 'Bob claimed cop; Cat is quiet', updatedAt: 2_000 });
  });

  it('keeps one row per game and account: nobody reads another member\'s notes or another game\'s', async () => {
    const notes = new NoteStore(db().prisma);
    const [first, second] = [await createGame(db().prisma), await createGame(db().prisma)];
    const [ann, bob] = [await account('ann'), await account('bob')];
    await notes.save(first, ann, 'ann in game 1', 1);
    await notes.save(second, ann, 'ann in game 2', 2);
    await notes.save(first, bob, 'bob in game 1', 3);
    expect((await notes.get(first, ann))?.text).toBe('ann in game 1');
    expect((await notes.get(second, ann))?.text).toBe('ann in game 2');
    expect((await notes.get(first, bob))?.text).toBe('bob in game 1');
    expect(await notes.get(second, bob)).toBeNull();
    expect(await db().prisma.gameNote.count({ where: { gameId: first } })).toBe(2);
  });

  it('accepts 20,000 characters and refuses more', async () => {
    const notes = new NoteStore(db().prisma);
    const game = await createGame(db().prisma);
    const ann = await account('ann');
    await expect(notes.save(game, ann, 'x'.repeat(NOTE_MAX_LENGTH), 1)).resolves.toMatchObject({ updatedAt: 1 });
    await expect(notes.save(game, ann, 'x'.repeat(NOTE_MAX_LENGTH + 1), 2)).rejects.toThrow(RangeError);
    expect((await notes.get(game, ann))?.updatedAt).toBe(1);
  });

  it('deleting the game deletes its notes', async () => {
    const notes = new NoteStore(db().prisma);
    const game = await createGame(db().prisma);
    const ann = await account('ann');
    await notes.save(game, ann, 'gone with the game', 1);
    await db().prisma.game.delete({ where: { id: game } });
    expect(await notes.get(game, ann)).toBeNull();
  });
});
