import { readFileSync } from 'node:fs';
import {
  detectTextEngine,
  looksLikeHtml,
  matchAuthorName,
  normalizeName,
  parseThreadExport,
  readThreadPages,
  readThreadText,
  type ForumEngine,
  type ForumPlayer,
  type ForumPost,
  type Phase,
  type ReadProblem,
  type ThreadExport,
} from '@mafia/forum';

/** One file named on the command line: a path to read and the name to show in messages. */
export interface SourceFile {
  readonly path: string;
  readonly shown: string;
}

/** The thread as the CLI assembles it from export files (setup and/or posts) and saved pages: an export's fields, with notes instead of line problems. */
export interface AssembledThread extends Omit<ThreadExport, 'problems'> {
  /** Messages for stderr; `fatal` ones stop the count. */
  readonly notes: readonly { readonly text: string; readonly fatal: boolean }[];
  /** `XenForo 2, 2 pages` or `export` */
  readonly source: string;
}

const ENGINE_LABELS: Readonly<Record<ForumEngine, string>> = {
  xenforo2: 'XenForo 2',
  phpbb3: 'phpBB 3',
  vbulletin4: 'vBulletin 4',
  ucoz: 'uCoz',
};
const FATAL: ReadonlySet<ReadProblem['code']> = new Set([
  'unknown-engine',
  'no-posts',
  'mixed-engines',
  'empty-page',
  'text-without-times',
]);

/**
 * Reads every FILE: HTML pages of a thread (engine detected, or `engine`) or their text copies, and files in the export
 * format (packages/forum README), whose preamble gives the players, phases and hosts saved pages lack.
 * Posts come from the pages or from the export files, not both: the two would number posts differently.
 */
export function assembleThread(
  files: readonly SourceFile[],
  options: { engine?: ForumEngine; utcOffset?: string },
): AssembledThread {
  const notes: { text: string; fatal: boolean }[] = [];
  const pages: { file: SourceFile; html: string }[] = [];
  const copies: { file: SourceFile; text: string }[] = [];
  const exportPosts: ForumPost[] = [];
  const players: ForumPlayer[] = [];
  const phases: Phase[] = [];
  const hosts: string[] = [];
  let minPosts: number | undefined;
  let winners: readonly string[] | undefined;
  const teams: string[] = [];

  for (const file of files) {
    const text = readFileSync(file.path, 'utf8');
    if (looksLikeHtml(text)) {
      pages.push({ file, html: text });
      continue;
    }
    if (detectTextEngine(text) !== null) {
      copies.push({ file, text });
      continue;
    }
    const thread = parseThreadExport(text);
    for (const problem of thread.problems)
      notes.push({
        text: `${file.shown}:${problem.line}: ${problem.code} ${JSON.stringify(problem.params)}`,
        fatal: false,
      });
    exportPosts.push(...thread.posts);
    players.push(...thread.players);
    phases.push(...thread.phases);
    hosts.push(...thread.hosts);
    minPosts = thread.minPosts ?? minPosts;
    winners = thread.winners ?? winners;
    teams.push(...(thread.teams ?? []));
  }

  let posts: ForumPost[] = exportPosts;
  let source = 'export';
  if (pages.length > 0 && copies.length > 0)
    notes.push({ text: 'saved pages (HTML) and text copies in one count: give one kind', fatal: true });
  const saved =
    pages.length > 0
      ? pages.map((page) => ({ file: page.file, content: page.html }))
      : copies.map((copy) => ({ file: copy.file, content: copy.text }));
  if (saved.length > 0) {
    if (exportPosts.length > 0)
      notes.push({
        text: 'posts come from both export files and saved pages: give the pages with a setup file (preamble only), or only export files',
        fatal: true,
      });
    const readOptions = {
      ...(options.engine === undefined ? {} : { engine: options.engine }),
      ...(options.utcOffset === undefined ? {} : { utcOffset: options.utcOffset }),
    };
    const contents = saved.map((page) => page.content);
    const read =
      pages.length > 0 ? readThreadPages(contents, readOptions) : readThreadText(contents, readOptions);
    for (const problem of read.problems) {
      const file = saved[problem.page - 1]?.file.shown ?? `page ${problem.page}`;
      notes.push({ text: `${file}: ${describeProblem(problem)}`, fatal: FATAL.has(problem.code) });
    }
    // Posts are named by the number the forum prints (`#12`), as hosts and players refer to them.
    posts = read.posts.map((post) => ({
      id: String(post.number),
      author: post.author,
      body: post.body,
      postedAt: post.postedAt,
      ...(post.editedAt === undefined ? {} : { editedAt: post.editedAt }),
    }));
    const kind = pages.length > 0 ? ['page', 'pages'] : ['text copy', 'text copies'];
    source = `${read.engine === null ? 'unknown engine' : ENGINE_LABELS[read.engine]}, ${saved.length} ${saved.length === 1 ? kind[0] : kind[1]}, ${posts.length} posts`;
    if (pages.length === 0 && !notes.some((note) => note.fatal))
      notes.push({
        text: 'text copies have no bold: no vote counts (seed 001 rule 6); flags and activity are exact. Save the pages as HTML for the vote count',
        fatal: false,
      });
  }
  return { posts, players, phases, hosts, ...(minPosts === undefined ? {} : { minPosts }), ...(winners === undefined ? {} : { winners }), teams, notes, source };
}

function describeProblem(problem: ReadProblem): string {
  const p = problem.params;
  switch (problem.code) {
    case 'unknown-engine':
      return `not a page of a forum engine we read (title "${p['title']}"${p['generator'] ? `, generator "${p['generator']}"` : ''}); we read ${Object.values(ENGINE_LABELS).join(', ')}`;
    case 'no-posts':
      return `a ${ENGINE_LABELS[p['engine'] as ForumEngine]} page without posts (title "${p['title']}"): save a page of the game thread itself`;
    case 'mixed-engines':
      return `a ${ENGINE_LABELS[p['engine'] as ForumEngine]} page among ${ENGINE_LABELS[p['expected'] as ForumEngine]} pages: one thread at a time`;
    case 'empty-page':
      return 'empty file';
    case 'assumed-utc':
      return `${ENGINE_LABELS[p['engine'] as ForumEngine]} prints local times without their zone: read as UTC; pass --utc-offset (e.g. +03:00) for the forum's zone`;
    case 'unreadable-time':
      return `post ${p['id']}: cannot read its time "${p['text'] ?? ''}" (a relative date such as "Today" needs the page saved with absolute dates); left out`;
    case 'text-without-times':
      return `a ${ENGINE_LABELS[p['engine'] as ForumEngine]} text copy shows dates without times, so night posts cannot be told: save the page as HTML`;
    case 'unreadable-post':
      return `a post without author or body ${JSON.stringify(p)}; left out`;
  }
}

/**
 * `--players` replaces the preamble's list. Each name is matched to the thread's authors (case,
 * spacing, look-alike letters, a unique prefix: `matchAuthorName`), so the player is the forum user
 * who posts; what the preamble knew about the player (aliases, elimination) is kept.
 */
export function choosePlayers(
  known: readonly ForumPlayer[],
  option: string | undefined,
  authors: readonly string[],
): { players: ForumPlayer[]; notes: string[]; errors: string[] } {
  const notes: string[] = [];
  const errors: string[] = [];
  if (option === undefined) return { players: [...known], notes, errors };
  const players = splitList(option).map((typed): ForumPlayer => {
    const match = matchAuthorName(typed, authors);
    if (!match.ok && match.code === 'ambiguous-name')
      errors.push(`--players "${typed}" could be ${match.candidates.join(' or ')}: write more of the name`);
    if (!match.ok && match.code === 'unknown-name' && authors.length > 0)
      notes.push(`player "${typed}" has no posts in the thread`);
    const name = match.ok ? match.author : typed;
    if (match.ok && normalizeName(name) !== normalizeName(typed))
      notes.push(`player "${typed}" is the forum user "${name}"`);
    const preamble = known.find((player) => normalizeName(player.name) === normalizeName(name));
    return preamble === undefined ? { id: name, name } : { ...preamble };
  });
  return { players, notes, errors };
}

/**
 * `--aliases "Bob=Bobby,B0b"` (repeatable, or several joined with `;`): names the host accepts in votes
 * for a player (seed 001 rule 6: nicknames count only when the host lists them).
 */
export function addAliases(
  players: readonly ForumPlayer[],
  options: readonly string[],
): { players: ForumPlayer[]; errors: string[] } {
  const errors: string[] = [];
  const extra = new Map<string, string[]>();
  for (const entry of options.flatMap((option) => option.split(';')).filter((entry) => entry.trim() !== '')) {
    const [name = '', list, ...rest] = entry.split('=');
    if (list === undefined || rest.length > 0) {
      errors.push(`--aliases "${entry}": write Player=Alias1,Alias2`);
      continue;
    }
    const match = matchAuthorName(
      name,
      players.map((player) => player.name),
    );
    const player = match.ok ? players.find((candidate) => candidate.name === match.author) : undefined;
    if (player === undefined) {
      errors.push(`--aliases "${entry}": "${name.trim()}" is not one of the players`);
      continue;
    }
    extra.set(player.id, [...(extra.get(player.id) ?? []), ...splitList(list)]);
  }
  return {
    players: players.map((player) => {
      const added = extra.get(player.id);
      return added === undefined ? player : { ...player, aliases: [...(player.aliases ?? []), ...added] };
    }),
    errors,
  };
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
