import type { Elimination, ForumPlayer, ForumPost, Phase, PhaseKind, PhaseRef, Rejection } from '../types';

export type ExportProblemCode =
  | 'unknown-directive'
  | 'bad-post-header'
  | 'bad-instant'
  | 'bad-phase'
  | 'bad-player'
  | 'bad-number'
  | 'duplicate-post-id'
  | 'text-before-first-post';

/** A malformed line in an export: a value the CLI prints, never a throw (validate at the edge). */
export interface ExportProblem extends Rejection<ExportProblemCode> {
  /** 1-based line number. */
  readonly line: number;
}

export interface ThreadExport {
  readonly posts: readonly ForumPost[];
  readonly players: readonly ForumPlayer[];
  readonly phases: readonly Phase[];
  readonly hosts: readonly string[];
  readonly minPosts?: number;
  /** `winner:` the winning factions' names (`none`: a draw); absent while the game goes on. */
  readonly winners?: readonly string[];
  /** `team:` the factions whose members know each other (named in their role PMs). */
  readonly teams?: readonly string[];
  readonly problems: readonly ExportProblem[];
}

const POST_HEADER = /^---\s*post\s+(\S+)\s+by\s+(.+?)\s+at\s+(\S+)(?:\s+\(edited(?:\s+(?:at\s+)?(\S+?))?\))?\s*$/iu;
const DIRECTIVE = /^([a-z-]+)\s*:\s*(.*)$/iu;
// An instant must carry its zone, so the same file reads the same on every machine.
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/u;
const PHASE_REF = /^(day|night)\s+(\d+)$/iu;

/**
 * Reads the plain-text thread export documented in README.md ("Export format"):
 * an optional preamble of `key: value` lines (players, phases, hosts, minimum posts),
 * then posts, each opened by `--- post <id> by <author> at <instant> [(edited [<instant>])]`.
 */
export function parseThreadExport(text: string): ThreadExport {
  const lines = text.replace(/\r\n?/gu, '\n').split('\n');
  const posts: ForumPost[] = [];
  const players: ForumPlayer[] = [];
  const phases: Phase[] = [];
  const hosts: string[] = [];
  const problems: ExportProblem[] = [];
  let minPosts: number | undefined;
  let winners: string[] | undefined;
  const teams: string[] = [];
  let open: { id: string; author: string; postedAt: string; editedAt?: string; body: string[] } | null = null;
  const seen = new Set<string>();

  const problem = (line: number, code: ExportProblemCode, params: ExportProblem['params'] = {}): void => {
    problems.push({ line, code, params });
  };
  const close = (): void => {
    if (open === null) return;
    const body = trimBlankLines(open.body).join('\n');
    posts.push({ id: open.id, author: open.author, body, postedAt: open.postedAt, ...(open.editedAt === undefined ? {} : { editedAt: open.editedAt }) });
    open = null;
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (/^---\s*post\b/iu.test(raw)) {
      close();
      const header = POST_HEADER.exec(raw.trim());
      if (header === null) {
        problem(lineNo, 'bad-post-header', { text: raw });
        return;
      }
      const [, id = '', author = '', postedAt = '', editedAt] = header;
      if (!ZONED_INSTANT.test(postedAt) || (editedAt !== undefined && !ZONED_INSTANT.test(editedAt))) {
        problem(lineNo, 'bad-instant', { text: raw });
        return;
      }
      if (seen.has(id)) problem(lineNo, 'duplicate-post-id', { id });
      seen.add(id);
      // "(edited)" without a time: the edit time is unknown, so it is recorded as the post time.
      open = { id, author, postedAt, body: [], ...(header[0].match(/\(edited/iu) ? { editedAt: editedAt ?? postedAt } : {}) };
      return;
    }
    if (open !== null) {
      open.body.push(raw);
      return;
    }
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const directive = DIRECTIVE.exec(line);
    if (directive === null) {
      problem(lineNo, 'text-before-first-post', { text: line });
      return;
    }
    const key = (directive[1] ?? '').toLowerCase();
    const value = (directive[2] ?? '').trim();
    switch (key) {
      case 'host':
        hosts.push(...splitList(value));
        return;
      case 'min-posts': {
        const count = Number(value);
        if (Number.isInteger(count) && count >= 0) minPosts = count;
        else problem(lineNo, 'bad-number', { text: value });
        return;
      }
      case 'phase': {
        const phase = readPhase(value);
        if (phase === null) problem(lineNo, 'bad-phase', { text: value });
        else phases.push(phase);
        return;
      }
      case 'winner': {
        const named = splitList(value);
        winners = named.length === 1 && named[0]?.toLowerCase() === 'none' ? [] : named;
        return;
      }
      case 'team':
        teams.push(...splitList(value));
        return;
      case 'player': {
        const player = readPlayer(value);
        if (player === null) problem(lineNo, 'bad-player', { text: value });
        else players.push(player);
        return;
      }
      default:
        problem(lineNo, 'unknown-directive', { key });
    }
  });
  close();
  return { posts, players, phases, hosts, ...(minPosts === undefined ? {} : { minPosts }), ...(winners === undefined ? {} : { winners }), ...(teams.length > 0 ? { teams } : {}), problems };
}

/** `day 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z` */
function readPhase(value: string): Phase | null {
  const [ref = '', startsAt = '', endsAt = '', ...extra] = value.split('|').map((part) => part.trim());
  const phase = readPhaseRef(ref);
  if (phase === null || extra.length > 0 || !ZONED_INSTANT.test(startsAt) || !ZONED_INSTANT.test(endsAt)) return null;
  if (Date.parse(startsAt) >= Date.parse(endsAt)) return null;
  return { ...phase, startsAt, endsAt };
}

function readPhaseRef(value: string): PhaseRef | null {
  const match = PHASE_REF.exec(value.trim());
  if (match === null) return null;
  return { kind: (match[1] ?? '').toLowerCase() as PhaseKind, number: Number(match[2]) };
}

/** `Bad Ash | aliases: Ash, BA | eliminated: night 1 [at <instant>] | cause: night-kill | role: Bus Driver | faction: Town` */
function readPlayer(value: string): ForumPlayer | null {
  const [name = '', ...fields] = value.split('|').map((part) => part.trim());
  if (name === '') return null;
  let aliases: string[] = [];
  let elimination: { phase: PhaseRef; at?: string } | undefined;
  const details: { cause?: string; role?: string; faction?: string } = {};
  for (const field of fields) {
    const match = DIRECTIVE.exec(field);
    if (match === null) return null;
    const key = (match[1] ?? '').toLowerCase();
    const fieldValue = (match[2] ?? '').trim();
    if (key === 'aliases') aliases = splitList(fieldValue);
    else if (key === 'eliminated') {
      const [, ref = '', at] = /^(.+?)(?:\s+at\s+(\S+))?$/iu.exec(fieldValue) ?? [];
      const phase = readPhaseRef(ref);
      if (phase === null || (at !== undefined && !ZONED_INSTANT.test(at))) return null;
      elimination = { phase, ...(at === undefined ? {} : { at }) };
    } else if (key === 'cause' || key === 'role' || key === 'faction') details[key] = fieldValue;
    else return null;
  }
  const result: ForumPlayer = {
    id: name,
    name,
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(elimination === undefined ? {} : { elimination: { ...elimination, ...details } satisfies Elimination }),
    ...(details.role === undefined ? {} : { role: details.role }),
    ...(details.faction === undefined ? {} : { faction: details.faction }),
  };
  return result;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.trim() === '') start += 1;
  while (end > start && lines[end - 1]?.trim() === '') end -= 1;
  return lines.slice(start, end);
}
