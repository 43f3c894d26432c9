import type { ForumPlayer, ForumPost, Phase, ThreadInput } from '../src';

/** Seven players (majority 4, lock 5), hosted by Gorny; day 1, night 1, day 2. */
export const cast: ForumPlayer[] = [
  { id: 'noodle', name: 'Noodle' },
  { id: 'ash', name: 'Bad Ash', aliases: ['Ash'] },
  { id: 'leo', name: 'Leopold Stotch', aliases: ['Leo'] },
  { id: 'pyro', name: 'Pyrotechnician', aliases: ['Pyro'] },
  { id: 'caluin', name: 'Caluin Grey', aliases: ['Caluin'] },
  { id: 'zarn', name: 'Zarniwoop', aliases: ['Zarn'] },
  { id: 'dredd', name: 'Dredd' },
];

export const timeline: Phase[] = [
  { kind: 'day', number: 1, startsAt: '2026-11-20T18:00Z', endsAt: '2026-11-21T18:00Z' },
  { kind: 'night', number: 1, startsAt: '2026-11-21T18:00Z', endsAt: '2026-11-22T06:00Z' },
  { kind: 'day', number: 2, startsAt: '2026-11-22T06:00Z', endsAt: '2026-11-23T06:00Z' },
];

/** A day-1 post `minutes` after the day started. */
export function post(author: string, body: string, minutes: number, extra: Partial<ForumPost> = {}): ForumPost {
  const postedAt = new Date(Date.parse('2026-11-20T18:00Z') + minutes * 60_000).toISOString();
  return { id: `p${minutes}-${author}`, author, body, postedAt, ...extra };
}

export function thread(posts: ForumPost[], extra: Partial<ThreadInput> = {}): ThreadInput {
  return { posts, phases: timeline, players: cast, hosts: ['Gorny'], ...extra };
}

export const vote = (name: string): string => `[b]Vote: ${name}[/b]`;
export const unvote = '[b]Unvote[/b]';
