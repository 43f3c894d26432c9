/**
 * Seed 001's game 12 (packages/forum/test/fixtures/game-12.setup.thread.txt), dealt by the host on
 * the forum: the players, the thread's timeline and the saved pages that the forum-game tests import.
 */
import { readFileSync } from 'node:fs';
import type { Client } from './helpers';

/** A saved page of the game's thread, from `packages/forum/test/fixtures/<engine>/`. */
export const forumPage = (engine: string, file: string) => ({
  name: file,
  content: readFileSync(new URL(`../../../packages/forum/test/fixtures/${engine}/${file}`, import.meta.url), 'utf8'),
});

export const game12Players = [
  { name: 'Noodle', aliases: ['Noods'], role: 'goon' },
  { name: 'Bad Ash', aliases: ['Ash'], role: 'goon' },
  { name: 'Leopold Stotch', aliases: ['Leo'], role: 'cop' },
  { name: 'Pyrotechnician', aliases: ['Pyro'], role: 'doctor' },
  { name: 'Caluin Grey', role: 'vanilla' },
  { name: 'Zarniwoop', role: 'vanilla' },
  { name: 'Dredd', role: 'vanilla' },
];

export const game12Phases = [
  { kind: 'day' as const, number: 1, startsAt: '2026-11-20T18:00Z', endsAt: '2026-11-21T18:00Z' },
  { kind: 'night' as const, number: 1, startsAt: '2026-11-21T18:00Z', endsAt: '2026-11-22T06:00Z' },
  { kind: 'day' as const, number: 2, startsAt: '2026-11-22T06:00Z', endsAt: '2026-11-23T06:00Z' },
];

/** Creates game 12 as a Gorny forum game (`seed` fixes the deal, so two such games play alike). */
export async function createGame12(host: Client, seed?: string): Promise<string> {
  const created = await host.api.forum.create.mutate({
    title: 'Game 12',
    rulesetId: 'gorny',
    setupId: 'basic-7',
    settings: { firstPhase: 'day' },
    ...(seed ? { seed } : {}),
    forum: { players: game12Players, hosts: ['Gorny'], phases: game12Phases, minPosts: 2 },
  });
  if (!created.ok || !created.gameId) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.gameId;
}
