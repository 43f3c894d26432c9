import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  countDayVotes,
  flagPosts,
  parseThreadExport,
  renderVoteTally,
  type ForumPlayer,
  type Phase,
  type ThreadInput,
} from '@mafia/forum';
import { translate } from '../labels';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';
import { display } from '../paths';

export const FORUM_USAGE = `Usage:
  mafia forum count FILE [--players "A,B,C"] [--day N]   vote tally (BBCode) and flags of a pasted thread`;

export function forumCommand(args: string[], io: CliIo): ExitCode {
  const [sub, ...rest] = args;
  if (sub !== 'count') throw new UsageError(sub === undefined ? 'missing forum subcommand' : `unknown forum subcommand "${sub}"`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { players: { type: 'string' }, day: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('forum count takes exactly one FILE');
  const day = values.day === undefined ? undefined : Number(values.day);
  if (day !== undefined && (!Number.isInteger(day) || day < 1)) throw new UsageError(`--day must be a positive whole number, got "${values.day}"`);
  const path = resolve(io.cwd, positionals[0] as string);
  const shown = display(path, io.cwd);
  if (!existsSync(path)) {
    io.stderr(`${shown}: no such file\n`);
    return EXIT.failed;
  }
  const thread = parseThreadExport(readFileSync(path, 'utf8'));
  for (const problem of thread.problems) io.stderr(`${shown}:${problem.line}: ${problem.code} ${JSON.stringify(problem.params)}\n`);
  const players = playersFrom(thread.players, values.players);
  if (players.length === 0) throw new UsageError('no players: pass --players "A,B,C" or list them in the file\'s preamble');
  const phases = thread.phases.length > 0 ? thread.phases : wholeThreadAsDay(thread.posts, day ?? 1);
  const days = phases.filter((p) => p.kind === 'day').map((p) => p.number);
  const chosen = day ?? days.at(-1);
  if (chosen === undefined || !days.includes(chosen)) {
    io.stderr(`${shown}: day ${chosen ?? '?'} is not in the thread's timeline (days: ${days.join(', ') || 'none'})\n`);
    return EXIT.failed;
  }
  const input: ThreadInput = { posts: thread.posts, phases, players, hosts: thread.hosts, ...(thread.minPosts !== undefined ? { minPosts: thread.minPosts } : {}) };
  const report = countDayVotes(input, chosen);
  const lines = [renderVoteTally(report.tally, players, translate)];
  const flags = flagPosts(input);
  if (flags.length > 0) {
    lines.push('', 'Flags:');
    for (const flag of flags) lines.push(`- post ${flag.postId} by ${flag.author}: ${flag.code}${describeParams(flag.params)}`);
  }
  if (report.fragments.length > 0) {
    lines.push('', 'Not counted:');
    for (const f of report.fragments) lines.push(`- post ${f.postId} by ${f.author}: ${f.rejection.code} "${f.rejection.text}"`);
  }
  const refused = report.history.filter((h) => h.type === 'rejected');
  if (refused.length > 0) {
    lines.push('', 'Refused votes:');
    for (const h of refused) if (h.type === 'rejected') lines.push(`- post ${h.postId} by ${h.author}: ${h.rejection.code}`);
  }
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

/** `--players` replaces the preamble's list, keeping what the preamble knew about a listed name. */
function playersFrom(known: readonly ForumPlayer[], option: string | undefined): ForumPlayer[] {
  if (option === undefined) return [...known];
  return option
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => known.find((p) => p.name === name) ?? { id: name, name });
}

/** A thread without a timeline is read as one day from its first post to just after its last. */
function wholeThreadAsDay(posts: ReturnType<typeof parseThreadExport>['posts'], number: number): Phase[] {
  const times = posts.map((p) => Date.parse(p.postedAt)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) return [];
  const start = Math.min(...times);
  const end = Math.max(...times) + 60_000;
  return [{ kind: 'day', number, startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() }];
}

function describeParams(params: Readonly<Record<string, string | number | boolean>>): string {
  const entries = Object.entries(params);
  return entries.length === 0 ? '' : ` (${entries.map(([k, v]) => `${k} ${v}`).join(', ')})`;
}
