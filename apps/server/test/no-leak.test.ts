/**
 * The no-leak test: for every ruleset in the registry, a complete game played through the
 * real API (one client per seat, seeded bots driven by `available`), and after every step every
 * seat's, a spectator's and an anonymous caller's responses — game views and the updates stream —
 * are judged by the conformance suite's `checkView` (@mafia/ruleset-kit) against the state at the
 * response's seq, and must equal `viewFor` of that state for that caller.
 */
import { emptyState, evolve, viewFor, type GameState, type KernelEvent, type Viewer } from '@mafia/kernel';
import type { OwnView, ViewUpdate } from '@mafia/api';
import { applyUpdate } from '@mafia/view-patch';
import { checkView, type Ruleset } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { installedRulesets } from '../src';
import { client, codeOf, signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

/** How each shipped ruleset is played here; any other registry entry takes its smallest setup. */
const PLANS: Record<string, { setup: string; players: number; options?: (index: number, names: string[]) => Record<string, string | boolean> | undefined }> = {
  // Seed 001 buddy system: the last player asks for the first as buddy.
  gorny: { setup: 'basic-7', players: 7, options: (i, names): Record<string, string | boolean> | undefined => (i === 6 ? { buddy: names[0] ?? '' } : i === 0 ? { experienced: true } : undefined) },
  // Seed 002: two families of 8 and one more sign-up at the Spectator level.
  'mafia-1923': { setup: 'three-families', players: 17, options: (i) => ({ level: i === 16 ? 'spectator' : i % 5 === 0 ? 'beginner' : 'standard' }) },
};

function planOf(ruleset: Ruleset) {
  const plan = PLANS[ruleset.id];
  if (plan) return plan;
  const setup = [...ruleset.definition.setups].sort((a, b) => a.seats.length - b.seats.length)[0];
  if (!setup) throw new Error(`${ruleset.id} has no setup`);
  return { setup: setup.id, players: setup.seats.length };
}

/** mulberry32: the bots' own seeded stream, so a failing game can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every state the game went through, by seq, read from the event log. */
class StatesBySeq {
  private readonly states: GameState[] = [emptyState()];
  constructor(private readonly gameId: string) {}
  async at(seq: number): Promise<GameState> {
    if (seq >= this.states.length) {
      const rows = await ctx().db.pool.query<{ seq: number; payload: KernelEvent }>(
        'SELECT seq, payload FROM "GameEvent" WHERE "gameId" = $1 AND seq >= $2 ORDER BY seq',
        [this.gameId, this.states.length],
      );
      for (const row of rows.rows) this.states.push(evolve(this.states[this.states.length - 1] as GameState, row.payload));
    }
    const state = this.states[seq];
    if (!state) throw new Error(`no state at seq ${seq}`);
    return state;
  }
}

interface Bot extends Client {
  username: string;
  viewer: Viewer;
  messages: OwnView[];
  /** The highest seq the stream delivered. */
  seen: { seq: number };
  unsubscribe(): void;
}

describe.each(installedRulesets.map((ruleset) => [ruleset.id, ruleset] as const))('no leaks in a complete %s game', (id, ruleset) => {
  it('every seat, a spectator and an anonymous caller see only their own view, after every step', async () => {
    const plan = planOf(ruleset);
    const random = rng(0x5eed + id.length);
    const host = await signedUp(url());
    // With host review on, every night waits in `pending`, which only the host may see.
    const parsed = ruleset.parseSettings({});
    const settings = parsed.ok && 'hostReview' in parsed.settings ? { hostReview: true } : {};
    const { gameId } = await host.api.lobby.create.mutate({ title: `no-leak ${id}`, rulesetId: id, setupId: plan.setup, settings });
    const accounts = await Promise.all(Array.from({ length: plan.players }, () => signedUp(url())));
    const names = accounts.map((a) => a.username);
    for (const [index, account] of accounts.entries()) {
      const attributes = plan.options?.(index, names);
      const joined = await account.api.lobby.join.mutate({ gameId, as: 'player', options: attributes ? { attributes } : {} });
      expect(joined, `${account.username} joins`).toEqual({ ok: true, seq: 0 });
    }
    const watcher = await signedUp(url());
    expect(await watcher.api.lobby.join.mutate({ gameId, as: 'spectator' })).toEqual({ ok: true, seq: 0 });
    const anonymous = client(url());
    const started = await host.api.lobby.start.mutate({ gameId });
    expect(started.ok, JSON.stringify(started)).toBe(true);

    const states = new StatesBySeq(gameId);
    const bots: Bot[] = [];
    for (const account of [...accounts, watcher]) {
      const first = await account.api.game.view.query({ gameId });
      const messages: OwnView[] = [];
      const seen = { seq: 0 };
      // The stream sends a whole view, then patches: every message is judged as the view it makes
      // (a patch carries only parts of that view), and each patch must follow on from the last.
      let held: OwnView | null = null;
      const subscription = account.api.game.updates.subscribe(
        { gameId },
        {
          onData: (message) => {
            const update = message.data as ViewUpdate;
            const next = applyUpdate(held, update);
            expect(next, `${account.username}: a patch from seq ${update.kind === 'patch' ? update.base : '-'} onto ${held?.seq}`).not.toBeNull();
            if (!next) return;
            held = next;
            messages.push(next);
            seen.seq = Math.max(seen.seq, next.seq);
          },
        },
      );
      bots.push({ ...account, viewer: first.viewer, messages, seen, unsubscribe: () => subscription.unsubscribe() });
    }
    const seated = bots.filter((b) => b.viewer.kind === 'seat');
    const spectators = bots.filter((b) => b.viewer.kind === 'spectator');
    const startState = await ctx().server.services.rooms.state(gameId);
    expect(seated.map((b) => (b.viewer.kind === 'seat' ? b.viewer.seat : '')).sort()).toEqual(startState.seats.map((s) => s.id).sort());
    // The watcher, and in 1923 the Spectator-level sign-up, watch without a seat.
    expect(spectators.length).toBe(id === 'mafia-1923' ? 2 : 1);

    const judge = async (label: string, response: OwnView, expected: Viewer): Promise<void> => {
      expect(response.viewer, label).toEqual(expected);
      const state = await states.at(response.seq);
      expect(response.view, label).not.toBeNull();
      if (response.view === null) return;
      expect(checkView(ruleset, state, response.viewer, label, response.view)).toEqual([]);
      expect(response.view, label).toEqual(JSON.parse(JSON.stringify(viewFor(ruleset.runtime, state, expected))));
    };
    const judgeEveryone = async (step: number): Promise<Map<Bot, OwnView>> => {
      const views = new Map<Bot, OwnView>();
      for (const bot of bots) {
        const response = await bot.api.game.view.query({ gameId });
        await judge(`${id} step ${step} ${bot.username} view`, response, bot.viewer);
        views.set(bot, response);
        for (const message of bot.messages.splice(0)) await judge(`${id} step ${step} ${bot.username} update ${message.seq}`, message, bot.viewer);
      }
      expect(await codeOf(anonymous.api.game.view.query({ gameId }))).toBe('UNAUTHORIZED');
      expect(await codeOf(anonymous.api.host.view.query({ gameId }))).toBe('UNAUTHORIZED');
      const lobby = await anonymous.api.lobby.get.query({ gameId });
      expect(lobby.members.every((m) => !('signupOptions' in m))).toBe(true);
      return views;
    };

    const accepted = { acts: 0, votes: 0 };
    const tally = (kind: keyof typeof accepted) => (result: { ok: boolean }) => {
      if (result.ok) accepted[kind] += 1;
    };
    let step = 0;
    for (; step < 80; step++) {
      const views = await judgeEveryone(step);
      const now = await ctx().server.services.rooms.state(gameId);
      if (now.result) break;
      // Voters gang up on one living seat per step, so polls decide and the game ends.
      const alive = now.seats.filter((s) => s.alive).map((s) => s.id);
      const focus = alive[Math.floor(random() * alive.length)] ?? '';
      for (const bot of seated) {
        for (const command of views.get(bot)?.available ?? []) {
          if (command.type === 'submit-intent' && command.targets.choices.length >= command.targets.min && random() < 0.8) {
            const pool = [...command.targets.choices].sort(() => random() - 0.5);
            const count = command.targets.min + Math.floor(random() * (Math.min(command.targets.count, pool.length) - command.targets.min + 1));
            const options = Object.fromEntries(command.options.map((o) => [o.name, o.values[Math.floor(random() * o.values.length)] ?? '']));
            await bot.api.game.act.mutate({ gameId, ability: command.ability, targets: pool.slice(0, count), ...(command.options.length > 0 ? { options } : {}) }).then(tally('acts'));
          } else if (command.type === 'cast-ballot' && command.choices.length > 0) {
            const target = command.choices.includes(focus) && random() < 0.7 ? focus : (command.choices[Math.floor(random() * command.choices.length)] ?? '');
            await bot.api.game.vote.mutate({ gameId, poll: command.poll, slot: command.slot, targets: [target] }).then(tally('votes'));
          } else if (command.type === 'post' && random() < 0.04) {
            await codeOf(bot.api.game.post.mutate({ gameId, channel: command.channel, body: `step ${step} in ${command.channel}` }));
          }
        }
      }
      const closed = await host.api.host.closeStep.mutate({ gameId });
      if (!closed.ok && closed.rejection.code !== 'game-over') throw new Error(`close-step refused: ${JSON.stringify(closed)}`);
      const hostView = await host.api.host.view.query({ gameId });
      if (hostView.view?.pending) expect((await host.api.host.publish.mutate({ gameId })).ok).toBe(true);
    }
    const final = await ctx().server.services.rooms.state(gameId);
    expect(final.result, `${id} ended within ${step} steps`).not.toBeNull();
    expect(accepted.acts, 'night actions were taken').toBeGreaterThan(0);
    expect(accepted.votes, 'votes were cast').toBeGreaterThan(0);
    // The stream delivers the final state to every subscriber; judge what is left.
    for (let waited = 0; waited < 5_000 && bots.some((b) => b.seen.seq < final.seq); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const bot of bots) {
      for (const message of bot.messages.splice(0)) await judge(`${id} final ${bot.username} update ${message.seq}`, message, bot.viewer);
      bot.unsubscribe();
      expect(bot.seen.seq, `${bot.username} got the final update`).toBe(final.seq);
    }
  }, 600_000);
});
