import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { countDayVotes, eliminationText, FORUM_ENGINES, flagPosts, renderLockedCount, renderNightResults, renderPhasePost, renderReveal, renderRolePm, renderVoteTally, type ForumEngine, type ForumPost, type Phase, type ThreadInput, type Translate } from '@mafia/forum';
import { forumTranslate, LANGUAGE_CODES } from '@mafia/i18n';
import { rulesetIds } from '@mafia/rulesets';
import { translate } from '../labels';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';
import { display } from '../paths';
import { addAliases, assembleThread, choosePlayers, splitList } from './forum-sources';

export const FORUM_USAGE = `Usage:
  mafia forum count FILE... [--players "A,B,C"] [--aliases "Bob=Bobby,B0b"] [--hosts "H"] [--day N]
                    [--ruleset gorny] [--engine xenforo2|phpbb3|vbulletin4|ucoz] [--utc-offset +03:00]
                    [--posts] [--lang en|ru|uk]
      vote tally (BBCode) and flags of a thread: saved pages (HTML, any order) and/or export files
      (players, phases, hosts, posts); --posts adds the night's results, the host's day-start post and,
      when a vote locked the day, the count at the lock, in --lang; see docs/forum-games.md
  mafia forum role-pms SETUP [--lang en|ru|uk]
  mafia forum reveal SETUP [--lang en|ru|uk]
      the role PM of every player, or the end-of-game reveal, from the setup file's roles and
      factions (its "team:" factions know each other; "winner:" names the winners)`;

/** The rulesets whose vote syntax and rules @mafia/forum implements: seed 001 rules 6 and 7 (Gorny's). */
const FORUM_RULESETS = ['gorny'];

export function forumCommand(args: string[], io: CliIo): ExitCode {
  const [sub, ...rest] = args;
  if (sub === 'role-pms' || sub === 'reveal') return forumSetupPosts(sub, rest, io);
  if (sub !== 'count') throw new UsageError(sub === undefined ? 'missing forum subcommand' : `unknown forum subcommand "${sub}"`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      players: { type: 'string' },
      aliases: { type: 'string', multiple: true },
      hosts: { type: 'string' },
      day: { type: 'string' },
      ruleset: { type: 'string' },
      engine: { type: 'string' },
      'utc-offset': { type: 'string' },
      posts: { type: 'boolean' },
      lang: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('forum count takes at least one FILE');
  const day = values.day === undefined ? undefined : Number(values.day);
  if (day !== undefined && (!Number.isInteger(day) || day < 1)) throw new UsageError(`--day must be a positive whole number, got "${values.day}"`);
  const engine = values.engine;
  if (engine !== undefined && !FORUM_ENGINES.includes(engine as ForumEngine)) throw new UsageError(`--engine must be one of ${FORUM_ENGINES.join(', ')}, got "${engine}"`);
  const utcOffset = values['utc-offset'];
  if (utcOffset !== undefined && !/^[+-]\d{2}:\d{2}$/u.test(utcOffset)) throw new UsageError(`--utc-offset must look like +03:00 or -05:00, got "${utcOffset}"`);
  const lang = values.lang ?? 'en';
  if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) throw new UsageError(`--lang must be one of ${LANGUAGE_CODES.join(', ')}, got "${lang}"`);
  const t: Translate = lang === 'en' ? translate : forumTranslate(lang);
  const ruleset = values.ruleset ?? 'gorny';
  if (!rulesetIds().includes(ruleset)) throw new UsageError(`unknown ruleset "${ruleset}" (rulesets: ${rulesetIds().join(', ')})`);
  if (!FORUM_RULESETS.includes(ruleset)) {
    io.stderr(`forum count reads votes by ${FORUM_RULESETS.join(', ')}'s forum rules (seed 001 rules 6, 7); ${ruleset} has no forum vote syntax yet\n`);
    return EXIT.failed;
  }

  const read = readThread(positionals, io, { ...(engine === undefined ? {} : { engine: engine as ForumEngine }), ...(utcOffset === undefined ? {} : { utcOffset }) });
  if (read === null) return EXIT.failed;
  const { files, thread } = read;

  const chosen = choosePlayers(thread.players, values.players, thread.posts.map((post) => post.author));
  const aliased = addAliases(chosen.players, values.aliases ?? []);
  for (const note of chosen.notes) io.stderr(`${note}\n`);
  const errors = [...chosen.errors, ...aliased.errors];
  if (errors.length > 0) throw new UsageError(errors.join('\n'));
  const players = aliased.players;
  if (players.length === 0) throw new UsageError('no players: pass --players "A,B,C" or list them in an export file\'s preamble');
  const hosts = [...thread.hosts, ...splitList(values.hosts ?? '')];

  const phases = thread.phases.length > 0 ? [...thread.phases] : wholeThreadAsDay(thread.posts, day ?? 1);
  const days = phases.filter((p) => p.kind === 'day').map((p) => p.number);
  const counted = day ?? days.at(-1);
  if (counted === undefined || !days.includes(counted)) {
    io.stderr(`${files.map((file) => file.shown).join(', ')}: day ${counted ?? '?'} is not in the thread's timeline (days: ${days.join(', ') || 'none'})\n`);
    return EXIT.failed;
  }
  if (thread.source !== 'export') io.stderr(`read ${thread.source}\n`);
  const input: ThreadInput = { posts: thread.posts, phases, players, hosts, ...(thread.minPosts !== undefined ? { minPosts: thread.minPosts } : {}) };
  const report = countDayVotes(input, counted);
  const tally = renderVoteTally(report.tally, players, t);
  const lines = values.posts === true ? hostPosts(input, counted, tally, report.tally.locked, t) : [tally];
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
  // Seed 001 rule 13: posts per living player this day, against the thread's minimum.
  if (input.minPosts !== undefined && input.minPosts > 0 && report.underMinimum.length > 0) {
    const posts = new Map(report.activity.map((entry) => [entry.player, entry.posts]));
    lines.push('', `Under ${input.minPosts} posts this day:`);
    for (const id of report.underMinimum) lines.push(`- ${players.find((p) => p.id === id)?.name ?? id}: ${posts.get(id) ?? 0}`);
  }
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

/**
 * `--posts` (issue #23): what the thread and the setup file tell the host to post — the morning post
 * of the night before (its deaths from the setup's eliminations, with their `role:` and `faction:`),
 * the day's opening post (seed 001 rule 7's numbers, the end of the day) and the running count, then
 * the count at the lock when a vote locked the day. Role PMs and the reveal need every player's role
 * and the game's result, which a thread does not hold: the server's forum-hosted game writes those.
 */
function hostPosts(input: ThreadInput, day: number, tally: string, locked: string | null, t: Translate): string[] {
  const phase = input.phases.find((p) => p.kind === 'day' && p.number === day);
  const start = phase === undefined ? Number.POSITIVE_INFINITY : Date.parse(phase.startsAt);
  const before = (p: Phase) => Date.parse(p.endsAt) <= start;
  const dead = input.players.filter((player) => {
    const at = player.elimination && input.phases.find((p) => p.kind === player.elimination?.phase.kind && p.number === player.elimination.phase.number);
    return at !== undefined && before(at);
  });
  const previous = input.phases.filter(before).at(-1);
  const eliminations = dead.filter((player) => previous !== undefined && player.elimination?.phase.kind === previous.kind && player.elimination.phase.number === previous.number);
  const out = [
    renderPhasePost({ phase: { kind: 'day', number: day }, eliminations, alive: input.players.length - dead.length, ...(phase ? { endsAt: phase.endsAt } : {}) }, t),
    '',
    tally,
  ];
  // The morning post of the night before, when the setup lists who died in it (with the role and
  // faction it gives, seed 001 Templates "Night results": roles are revealed on death).
  if (previous?.kind === 'night' && eliminations.length > 0) {
    const deaths = eliminations.map((player) => ({ name: player.name, ...(player.elimination?.role ? { role: player.elimination.role } : {}), ...(player.elimination?.faction ? { faction: player.elimination.faction } : {}) }));
    out.unshift(renderNightResults({ night: previous.number, deaths }, t), '');
  }
  const target = input.players.find((player) => player.id === locked);
  if (target) out.push('', renderLockedCount({ day, target: target.name, tally }, t));
  return out;
}

/** A thread without a timeline is read as one day from its first post to just after its last. */
function wholeThreadAsDay(posts: readonly ForumPost[], number: number): Phase[] {
  const times = posts.map((p) => Date.parse(p.postedAt)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) return [];
  const start = Math.min(...times);
  const end = Math.max(...times) + 60_000;
  return [{ kind: 'day', number, startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() }];
}

function describeParams(params: Readonly<Record<string, string | number | boolean>>): string {
  const entries = Object.entries(params);
  return entries.length === 0 ? '' : ` (${entries.map(([k, v]) => `${k} ${typeof v === 'string' ? shownInstant(v) : v}`).join(', ')})`;
}

/**
 * Instants are shown in UTC, to the minute unless seconds matter (`2026-11-20T19:07Z`), so a count
 * from saved pages (`…19:07:00+00:00`, `…22:07+03:00`) prints the same as from an export file.
 */
function shownInstant(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/u.test(value)) return value;
  const iso = new Date(Date.parse(value)).toISOString();
  return iso.endsWith(':00.000Z') ? `${iso.slice(0, 16)}Z` : iso.replace('.000Z', 'Z');
}

/**
 * `mafia forum role-pms FILE...` and `mafia forum reveal FILE...` (issue #23): the host's posts that
 * need every player's role, from the setup file (an export file's preamble: each player's `role:`
 * and `faction:`, `team:` the factions whose members know each other, `winner:` once the game is
 * over), in --lang: seed 001 rule 17's role PM per player, and the end-of-game reveal (Templates,
 * "Game over").
 */
function forumSetupPosts(sub: 'role-pms' | 'reveal', args: string[], io: CliIo): ExitCode {
  const { values, positionals } = parseArgs({ args, options: { lang: { type: 'string' } }, allowPositionals: true });
  if (positionals.length === 0) throw new UsageError(`forum ${sub} takes the game's setup file`);
  const lang = values.lang ?? 'en';
  if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) throw new UsageError(`--lang must be one of ${LANGUAGE_CODES.join(', ')}, got "${lang}"`);
  const t: Translate = lang === 'en' ? translate : forumTranslate(lang);
  const read = readThread(positionals, io, {});
  if (read === null) return EXIT.failed;
  const { files, thread } = read;
  const unknown = thread.players.filter((p) => p.role === undefined || p.faction === undefined).map((p) => p.name);
  if (thread.players.length === 0 || unknown.length > 0) {
    io.stderr(`${files.map((f) => f.shown).join(', ')}: every player needs "role:" and "faction:" in the setup file${unknown.length > 0 ? ` (missing for ${unknown.join(', ')})` : ''}\n`);
    return EXIT.failed;
  }
  if (sub === 'role-pms') {
    const teams = new Set(thread.teams ?? []);
    const pms = thread.players.map((player) => {
      const team = teams.has(player.faction ?? '') ? thread.players.filter((p) => p !== player && p.faction === player.faction).map((p) => p.name) : [];
      return renderRolePm({ player: player.name, role: player.role ?? '', faction: player.faction ?? '', ...(team.length > 0 ? { team } : {}) }, t);
    });
    io.stdout(`${pms.join('\n\n')}\n`);
    return EXIT.ok;
  }
  const winners = thread.winners;
  if (winners === undefined) {
    io.stderr(`${files.map((f) => f.shown).join(', ')}: no "winner:" line in the setup file (the winning factions, or "none" for a draw)\n`);
    return EXIT.failed;
  }
  const players = thread.players.map((player) => {
    const fate = player.elimination === undefined ? undefined : eliminationText(t, player.elimination);
    return { name: player.name, role: player.role ?? '', faction: player.faction ?? '', won: winners.includes(player.faction ?? ''), ...(fate === undefined ? {} : { fate }) };
  });
  io.stdout(`${renderReveal({ winners, players }, t)}\n`);
  return EXIT.ok;
}

/** The thread of these files (pages, text copies, export files), its notes on stderr; null when a file is missing or a note is fatal. */
function readThread(positionals: readonly string[], io: CliIo, options: { engine?: ForumEngine; utcOffset?: string }): { files: { path: string; shown: string }[]; thread: ReturnType<typeof assembleThread> } | null {
  const files = positionals.map((file) => {
    const path = resolve(io.cwd, file);
    return { path, shown: display(path, io.cwd) };
  });
  const missing = files.filter((file) => !existsSync(file.path));
  for (const file of missing) io.stderr(`${file.shown}: no such file\n`);
  if (missing.length > 0) return null;
  const thread = assembleThread(files, options);
  for (const note of thread.notes) io.stderr(`${note.text}\n`);
  return thread.notes.some((note) => note.fatal) ? null : { files, thread };
}
