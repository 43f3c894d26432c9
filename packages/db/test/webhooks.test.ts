import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MAX_LENGTH, WebhookStore } from '../src/webhooks';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

describe('WebhookStore (issue #21: one outgoing webhook per game)', () => {
  it('has none until set, keeps the last one set, and forgets it when removed', async () => {
    const hooks = new WebhookStore(db().prisma);
    const game = await createGame(db().prisma);
    const other = await createGame(db().prisma);
    expect(await hooks.get(game)).toBeNull();
    await hooks.set(game, 'https://bot.example/one', 's1', 1_000);
    expect(await hooks.set(game, 'https://bot.example/two', 's2', 2_000)).toEqual({ gameId: game, url: 'https://bot.example/two', secret: 's2', updatedAt: 2_000 });
    expect(await hooks.get(game)).toEqual({ gameId: game, url: 'https://bot.example/two', secret: 's2', updatedAt: 2_000 });
    expect(await hooks.get(other)).toBeNull();
    expect(await hooks.remove(game)).toBe(true);
    expect(await hooks.remove(game)).toBe(false);
    expect(await hooks.get(game)).toBeNull();
  });

  it('refuses too long a URL (a bug of the caller: the API validates first)', async () => {
    const hooks = new WebhookStore(db().prisma);
    const game = await createGame(db().prisma);
    await expect(hooks.set(game, `https://x.example/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`, 's', 1)).rejects.toThrow(RangeError);
    expect(await hooks.get(game)).toBeNull();
  });
});
