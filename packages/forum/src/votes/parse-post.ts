import { flattenMarkup } from '../markup/flatten';
import type { FlatText, Mark } from '../markup/flatten';
import { markdownToBbcode } from '../markup/markdown';
import { matchPlayerName } from '../names';
import type { ForumPlayer, PlayerId, Rejection } from '../types';

/** One vote command a post makes, in order of appearance (seed 001 rule 6: unvotes go at the bottom, so order matters). */
export type VoteCommand =
  | { readonly kind: 'vote'; readonly target: PlayerId; readonly text: string; readonly position: number }
  | { readonly kind: 'unvote'; readonly target: PlayerId | null; readonly text: string; readonly position: number };

export type PostVoteRejectionCode =
  | 'not-bold'
  | 'partly-bold'
  | 'abbreviated'
  | 'quoted'
  | 'struck'
  | 'spoiler'
  | 'missing-name'
  | 'unknown-name'
  | 'ambiguous-name';

/** A vote-like fragment that does not count, with the reason a host or player can be shown. */
export interface PostVoteRejection extends Rejection<PostVoteRejectionCode> {
  /** The fragment as it reads once markup is removed. */
  readonly text: string;
  readonly position: number;
}

export interface PostVotes {
  readonly commands: readonly VoteCommand[];
  readonly rejections: readonly PostVoteRejection[];
}

export interface ParsePostOptions {
  /**
   * A bold vote hidden in a spoiler is not "very clear" (seed 001 rule 6), so it is rejected
   * by default; a host whose community uses spoilers for votes can count them.
   */
  readonly spoilerVotes?: 'reject' | 'count';
  /**
   * `forum` (default): a forum's BBCode and HTML, as exports and saved pages carry them.
   * `thread`: a post typed into the platform's own thread (issue #21), BBCode and Markdown
   * (`**Vote: X**`, `markdownToBbcode`), HTML shown as text, exactly what `parsePostTree` displays.
   */
  readonly syntax?: 'forum' | 'thread';
  /**
   * `ru` also reads the words Russian-speaking forums write (seed 004's uCoz forum, issue #23):
   * `Голос: Имя` / `Голосую за Имя` as a vote, `Снимаю голос` / `Снять голос` as an unvote, with the
   * same rules (bold, written out, not quoted). Default `en`: seed 001's words only.
   */
  readonly keywords?: 'en' | 'ru';
}

// The written-out keywords (`vote`, `unvote`, `un vote`, `un-vote`) and the abbreviations
// seed 001 rule 6 names as incorrect (`V`, `v`, `UV`, `uv`), each optionally followed by a colon.
const KEYWORD = /(?<![\p{L}\p{N}])(un[\s-]*vote|vote|uv|v)(?![\p{L}\p{N}])(\s*:)?/giu;
const LEAD = /^[\s\-*•>·–—]*$/u;
const KEYWORD_RU = /(?<![\p{L}\p{N}])(un[\s-]*vote|vote|uv|v|сн(?:имаю|ять)\s+голос|голосую\s+за|голос)(?![\p{L}\p{N}])(\s*:)?/giu;

interface Keyword {
  readonly start: number;
  readonly end: number;
  readonly kind: 'vote' | 'unvote';
  readonly abbreviated: boolean;
  readonly colon: boolean;
  readonly mark: Mark;
  readonly bold: boolean;
}

interface Run {
  readonly start: number;
  readonly end: number;
}

export function parsePostVotes(body: string, players: readonly ForumPlayer[], options: ParsePostOptions = {}): PostVotes {
  const flat = options.syntax === 'thread' ? flattenMarkup(markdownToBbcode(body), { html: false }) : flattenMarkup(body);
  const commands: VoteCommand[] = [];
  const rejections: PostVoteRejection[] = [];
  let lineStart = 0;
  for (const line of flat.text.split('\n')) {
    parseLine(flat, lineStart, lineStart + line.length, players, options, commands, rejections);
    lineStart += line.length + 1;
  }
  return { commands, rejections };
}

function parseLine(
  flat: FlatText,
  from: number,
  to: number,
  players: readonly ForumPlayer[],
  options: ParsePostOptions,
  commands: VoteCommand[],
  rejections: PostVoteRejection[],
): void {
  const text = flat.text;
  const line = text.slice(from, to);
  const runs = boldRuns(flat, from, to);
  const keywords: Keyword[] = [];
  for (const match of line.matchAll(options.keywords === 'ru' ? KEYWORD_RU : KEYWORD)) {
    const start = from + match.index;
    const word = (match[1] ?? '').toLowerCase();
    const keywordEnd = start + (match[1] ?? '').length;
    const mark = flat.marks[start];
    if (mark === undefined) continue;
    keywords.push({
      start,
      end: start + match[0].length,
      kind: word.startsWith('u') || word.startsWith('сн') ? 'unvote' : 'vote',
      abbreviated: word === 'v' || word === 'uv',
      colon: match[2] !== undefined,
      mark,
      bold: allBold(flat, start, keywordEnd),
    });
  }

  // A keyword followed by a colon always starts a command; without a colon it must open its
  // bold run (or, unbolded, its line) so that chat like "we should vote Dredd" is not a vote.
  const colonStarts = keywords.filter((keyword) => keyword.colon);
  const segmentOf = (keyword: Keyword): Run =>
    keyword.bold ? (runs.find((run) => run.start <= keyword.start && keyword.start < run.end) ?? { start: from, end: to }) : { start: from, end: to };
  const nameEnd = (keyword: Keyword, segment: Run): number => {
    const next = colonStarts.find((other) => other.start >= keyword.end && other.start < segment.end);
    return next?.start ?? segment.end;
  };

  for (const keyword of keywords) {
    const segment = segmentOf(keyword);
    const end = Math.max(nameEnd(keyword, segment), keyword.end);
    const name = text.slice(keyword.end, end).trim();
    if (!keyword.colon) {
      if (!LEAD.test(text.slice(segment.start, keyword.start))) continue;
      const written = keyword.bold && !keyword.abbreviated;
      const plausible = name === '' ? keyword.kind === 'unvote' : matchPlayerName(name, players).ok;
      if (!written && !plausible) continue;
    }

    const fragment = text.slice(keyword.start, end).trim();
    const reject = (code: PostVoteRejectionCode, params: PostVoteRejection['params'] = {}): void => {
      rejections.push({ code, params: { keyword: keyword.kind, name, ...params }, text: fragment, position: keyword.start });
    };

    // Only bold-formed fragments are reported from quotes, strikes and spoilers: a quoted
    // plain "Vote: X" is someone else's chatter, not an attempt to vote.
    if (!keyword.bold && (keyword.mark.quoted || keyword.mark.struck || keyword.mark.spoiler || keyword.mark.code)) continue;
    if (keyword.mark.quoted) {
      reject('quoted');
      continue;
    }
    if (keyword.mark.struck) {
      reject('struck');
      continue;
    }
    if (keyword.mark.spoiler && options.spoilerVotes !== 'count') {
      reject('spoiler');
      continue;
    }
    if (keyword.abbreviated) {
      reject('abbreviated', { bold: keyword.bold });
      continue;
    }
    if (!keyword.bold) {
      reject('not-bold');
      continue;
    }
    const after = Math.max(segment.end, keyword.end);
    const trailing = end >= segment.end ? text.slice(after, nextColonStart(colonStarts, after) ?? to).trim() : '';
    if (name === '' && trailing !== '') {
      // `[b]Vote:[/b] Dredd`: the rule asks for the vote to be bolded, name included.
      reject('partly-bold', { name: trailing });
      continue;
    }
    if (name === '' && keyword.kind === 'unvote') {
      commands.push({ kind: 'unvote', target: null, text: fragment, position: keyword.start });
      continue;
    }
    const match = matchPlayerName(name, players);
    if (!match.ok) {
      reject(match.code, match.code === 'ambiguous-name' ? { candidates: match.candidates.join(',') } : {});
      continue;
    }
    commands.push({ kind: keyword.kind, target: match.player, text: fragment, position: keyword.start });
  }
}

function nextColonStart(colonStarts: readonly Keyword[], after: number): number | undefined {
  return colonStarts.find((keyword) => keyword.start >= after)?.start;
}

function allBold(flat: FlatText, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) {
    if (/\s/u.test(flat.text[i] ?? '')) continue;
    if (flat.marks[i]?.bold !== true) return false;
  }
  return true;
}

/** Maximal bold stretches of a line; runs separated only by whitespace merge (`[b]Vote:[/b] [b]Dredd[/b]`). */
function boldRuns(flat: FlatText, from: number, to: number): Run[] {
  const runs: { start: number; end: number }[] = [];
  for (let i = from; i < to; i += 1) {
    if (flat.marks[i]?.bold !== true) continue;
    const previous = runs[runs.length - 1];
    if (previous !== undefined && /^\s*$/u.test(flat.text.slice(previous.end, i))) {
      previous.end = i + 1;
    } else {
      runs.push({ start: i, end: i + 1 });
    }
  }
  return runs;
}
