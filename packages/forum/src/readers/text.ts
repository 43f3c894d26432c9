import { instant } from '../thread/time';
import { englishInstant, localInstant, normaliseOffset } from './instants';
import { escapeText } from './to-bbcode';
import type { ForumEngine, PagePost, ReadOptions, ReadProblem, ThreadPages } from './types';

/**
 * Best-effort reading of thread pages copied from the browser as plain text (Select All, Copy):
 * the lines a default style shows around each post. Plain text has lost the markup, so bodies are
 * plain text: no vote in them is bold (seed 001 rule 6) and quotes are not marked. What it gives
 * exactly is who posted when: activity (rule 13), night posts (rule 2), dead players' posts (rule 5).
 *
 * Formats read (docs/forum-games.md, "Text copied from the browser"):
 * - phpBB 3: `Post by <author> » Fri Nov 20, 2026 6:10 pm` (or `by <author> » …`), the body until
 *   `Top`, `Last edited by …` or the next post's profile; posts numbered in time order.
 * - vBulletin 4: `11-20-2026, 09:10 PM #2`, then the author and their user title; the body until
 *   `Reply With Quote` or `Last edited by X; <date>.`; the zone from "All times are GMT +3".
 * - uCoz: the author, `Сообщение # 2`, `Дата: Пятница, 20.11.2026, 21:10`, profile lines, then the
 *   body (a line starting with a tab) until a blank cell or `Сообщение отредактировал X - <date>`.
 * XenForo 2 prints post dates without the time of day, so its text is refused (`text-without-times`).
 */
export function readThreadText(texts: readonly string[], options: ReadOptions = {}): ThreadPages {
  const problems: ReadProblem[] = [];
  const byKey = new Map<string, PagePost>();
  let engine: ForumEngine | null = options.engine ?? null;
  texts.forEach((raw, index) => {
    const page = index + 1;
    const lines = raw
      .replace(/\r\n?/gu, '\n')
      .replace(/\u00a0/gu, ' ')
      .split('\n');
    const detected = options.engine ?? textEngineOf(lines);
    if (detected === null) {
      problems.push({
        page,
        code: 'unknown-engine',
        params: { title: lines.find((line) => line.trim() !== '')?.trim() ?? '', generator: 'plain text' },
      });
      return;
    }
    if (engine !== null && detected !== engine) {
      problems.push({ page, code: 'mixed-engines', params: { engine: detected, expected: engine } });
      return;
    }
    engine = detected;
    if (detected === 'xenforo2') {
      problems.push({ page, code: 'text-without-times', params: { engine: detected } });
      return;
    }
    const zone = zoneOf(lines, detected, options);
    if (zone.assumed && !problems.some((seen) => seen.code === 'assumed-utc'))
      problems.push({ page, code: 'assumed-utc', params: { engine: detected } });
    const posts = TEXT_READERS[detected](lines, zone.offset);
    if (posts.length === 0)
      problems.push({
        page,
        code: 'no-posts',
        params: { engine: detected, title: '', generator: 'plain text' },
      });
    for (const post of posts) if (!byKey.has(post.id)) byKey.set(post.id, post);
  });
  const sorted = [...byKey.values()].sort(
    (a, b) => (a.number ?? 0) - (b.number ?? 0) || instant(a.postedAt) - instant(b.postedAt),
  );
  return {
    engine,
    posts: sorted.map((post, index) => ({ ...post, number: post.number ?? index + 1 })),
    problems,
  };
}

const PHPBB_HEADER = /^(?:Post\s+)?by\s+(.+?)\s+»\s+(.+)$/u;
const VB_HEADER = /^(\d{1,2}-\d{1,2}-\d{4}, \d{1,2}:\d{2} [AP]M)\s+#(\d+)$/u;
const UCOZ_NUMBER = /^Сообщение\s*#\s*(\d+)$/u;

/** The engine whose plain-text copy this is, or null (an export file, or something else). */
export function detectTextEngine(text: string): ForumEngine | null {
  if (/^---\s*post\b/imu.test(text)) return null;
  return textEngineOf(
    text
      .replace(/\r\n?/gu, '\n')
      .replace(/\u00a0/gu, ' ')
      .split('\n'),
  );
}

function textEngineOf(lines: readonly string[]): ForumEngine | null {
  if (lines.some((line) => PHPBB_HEADER.test(line.trim()))) return 'phpbb3';
  if (lines.some((line) => VB_HEADER.test(line.trim()))) return 'vbulletin4';
  if (
    lines.some((line) => UCOZ_NUMBER.test(line.trim())) &&
    lines.some((line) => /^Дата:/u.test(line.trim()))
  )
    return 'ucoz';
  if (
    lines.some((line) => /^#\d+$/u.test(line.trim())) &&
    lines.some((line) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/u.test(line.trim()))
  )
    return 'xenforo2';
  return null;
}

function zoneOf(
  lines: readonly string[],
  engine: ForumEngine,
  options: ReadOptions,
): { offset: string; assumed: boolean } {
  if (engine === 'vbulletin4') {
    const footer = lines
      .map((line) => /All times are GMT\s*([+-]\s*\d+(?:\.\d+)?)?/u.exec(line))
      .find((match) => match !== null);
    if (footer !== undefined && footer !== null)
      return {
        offset:
          footer[1] === undefined ? '+00:00' : (normaliseOffset(footer[1].replace(/\s/gu, '')) ?? '+00:00'),
        assumed: false,
      };
  }
  return { offset: options.utcOffset ?? '+00:00', assumed: options.utcOffset === undefined };
}

type TextReader = (lines: readonly string[], offset: string) => PagePost[];

const TEXT_READERS: Readonly<Record<Exclude<ForumEngine, 'xenforo2'>, TextReader>> = {
  phpbb3: (lines, offset) => {
    const headers = indexesOf(lines, (line) => PHPBB_HEADER.test(line));
    return headers.flatMap((at, i) => {
      const [, author = '', date = ''] = PHPBB_HEADER.exec(lines[at]?.trim() ?? '') ?? [];
      const postedAt = englishInstant(date, offset);
      if (postedAt === undefined) return [];
      const nextAuthor =
        headers[i + 1] === undefined
          ? undefined
          : PHPBB_HEADER.exec(lines[headers[i + 1] ?? 0]?.trim() ?? '')?.[1];
      const body = bodyUntil(
        lines,
        at + 1,
        headers[i + 1] ?? lines.length,
        (line) => line === 'Top' || line === nextAuthor || /^Last edited by /u.test(line),
      );
      const edit = editLine(
        lines,
        at + 1,
        headers[i + 1] ?? lines.length,
        /^Last edited by (.+?) on (.+?), edited/u,
      );
      const editedAt = edit === undefined ? undefined : (englishInstant(edit.date, offset) ?? postedAt);
      return [post(`${postedAt} ${author}`, author, body, postedAt, undefined, editedAt, edit?.by)];
    });
  },
  vbulletin4: (lines, offset) => {
    const headers = indexesOf(lines, (line) => VB_HEADER.test(line));
    return headers.flatMap((at, i) => {
      const [, date = '', number = ''] = VB_HEADER.exec(lines[at]?.trim() ?? '') ?? [];
      const postedAt = localInstant(date, offset);
      const author = lines[at + 1]?.trim() ?? '';
      if (postedAt === undefined || author === '') return [];
      // Skip the user title, and the post title when it is the thread's "Re: …".
      const start = at + 3 + (/^Re: /u.test(lines[at + 3]?.trim() ?? '') ? 1 : 0);
      const end = headers[i + 1] ?? lines.length;
      const body = bodyUntil(
        lines,
        start,
        end,
        (line) => line === 'Reply With Quote' || /^Last edited by /u.test(line),
      );
      const edit = editLine(lines, start, end, /^Last edited by (.+?); (.+?)\.?$/u);
      const editedAt =
        edit === undefined ? undefined : (localInstant(edit.date.replace(/\bat\b/u, ''), offset) ?? postedAt);
      return [post(number, author, body, postedAt, Number(number), editedAt, edit?.by)];
    });
  },
  ucoz: (lines, offset) => {
    const numbers = indexesOf(lines, (line) => UCOZ_NUMBER.test(line));
    return numbers.flatMap((at, i) => {
      const number = UCOZ_NUMBER.exec(lines[at]?.trim() ?? '')?.[1] ?? '';
      const author = lines[at - 1]?.trim() ?? '';
      const postedAt = localInstant(lines[at + 1] ?? '', offset);
      if (postedAt === undefined || author === '') return [];
      const end = (numbers[i + 1] ?? lines.length + 1) - 1;
      // The message cell starts with a tab; its first line is empty when the post opens with a quote.
      const start = lines.findIndex((line, index) => index > at + 1 && index < end && line.startsWith('\t'));
      if (start === -1) return [];
      const rest = bodyUntil(
        lines,
        start + 1,
        end,
        (line, rawLine) =>
          (rawLine.includes('\t') && line === '') || /^Сообщение отредактировал /u.test(line),
      );
      const body = `${escapeText(lines[start]?.trim() ?? '')}\n${rest}`.trim();
      const edit = editLine(lines, start, end, /^Сообщение отредактировал (.+?) - (.+)$/u);
      const editedAt = edit === undefined ? undefined : (localInstant(edit.date, offset) ?? postedAt);
      return [post(number, author, body, postedAt, Number(number), editedAt, edit?.by)];
    });
  },
};

function post(
  id: string,
  author: string,
  body: string,
  postedAt: string,
  number: number | undefined,
  editedAt: string | undefined,
  editedBy: string | undefined,
): PagePost {
  return {
    id,
    author,
    body,
    postedAt,
    ...(number === undefined ? {} : { number }),
    ...(editedAt === undefined ? {} : { editedAt }),
    ...(editedBy === undefined ? {} : { editedBy }),
  };
}

function indexesOf(lines: readonly string[], test: (line: string) => boolean): number[] {
  return lines.flatMap((line, index) => (test(line.trim()) ? [index] : []));
}

/** The body's lines from `start` up to the first line that ends it (or `end`), blank lines around it trimmed. */
function bodyUntil(
  lines: readonly string[],
  start: number,
  end: number,
  stops: (line: string, raw: string) => boolean,
): string {
  const body: string[] = [];
  for (let index = start; index < end; index += 1) {
    const raw = lines[index] ?? '';
    if (stops(raw.trim(), raw)) break;
    body.push(raw.trim());
  }
  while (body.length > 0 && body[0] === '') body.shift();
  while (body.length > 0 && body.at(-1) === '') body.pop();
  // Plain text: a `[b]` the author typed is text, so escape it like the HTML readers do.
  return escapeText(body.join('\n'));
}

function editLine(
  lines: readonly string[],
  start: number,
  end: number,
  pattern: RegExp,
): { by: string; date: string } | undefined {
  for (let index = start; index < end; index += 1) {
    const match = pattern.exec(lines[index]?.trim() ?? '');
    if (match !== null) return { by: match[1] ?? '', date: match[2] ?? '' };
  }
  return undefined;
}
