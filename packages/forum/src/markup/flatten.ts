/**
 * Flattens a BBCode / simple-HTML post body into plain text plus one mark per character,
 * so vote detection can ask "was this character bold? quoted? struck through?".
 *
 * The parser is tolerant like forum renderers: unknown tags stay literal text, a closing
 * tag closes everything opened after its opener, unclosed tags end with the post.
 */

export interface Mark {
  readonly bold: boolean;
  /** Inside `[quote]` / `<blockquote>` at any depth: someone else's words (seed 001 rule 6 counts only your own votes). */
  readonly quoted: boolean;
  readonly spoiler: boolean;
  readonly struck: boolean;
  /** Inside `[code]`-like tags, where BBCode is shown literally and nothing renders bold. */
  readonly code: boolean;
}

export interface FlatText {
  readonly text: string;
  /** `marks[i]` describes `text[i]`. */
  readonly marks: readonly Mark[];
}

type Role = 'bold' | 'quote' | 'spoiler' | 'strike' | 'code' | 'block' | 'inline';

// BBCode names as XenForo and phpBB write them (lower-cased before lookup).
const BBCODE_ROLES: Readonly<Record<string, Role>> = {
  b: 'bold',
  quote: 'quote',
  spoiler: 'spoiler',
  ispoiler: 'spoiler',
  s: 'strike',
  strike: 'strike',
  code: 'code',
  icode: 'code',
  php: 'code',
  html: 'code',
  plain: 'code',
  noparse: 'code',
  list: 'block',
  center: 'block',
  left: 'block',
  right: 'block',
  justify: 'block',
  indent: 'block',
  heading: 'block',
  table: 'block',
  tr: 'block',
  i: 'inline',
  u: 'inline',
  color: 'inline',
  size: 'inline',
  font: 'inline',
  url: 'inline',
  email: 'inline',
  user: 'inline',
  img: 'inline',
  td: 'inline',
  th: 'inline',
  sub: 'inline',
  sup: 'inline',
};

const HTML_ROLES: Readonly<Record<string, Role>> = {
  b: 'bold',
  strong: 'bold',
  blockquote: 'quote',
  q: 'quote',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
  pre: 'code',
  p: 'block',
  div: 'block',
  ul: 'block',
  ol: 'block',
  li: 'block',
  h1: 'block',
  h2: 'block',
  h3: 'block',
  h4: 'block',
  h5: 'block',
  h6: 'block',
  table: 'block',
  tr: 'block',
  i: 'inline',
  em: 'inline',
  u: 'inline',
  span: 'inline',
  font: 'inline',
  a: 'inline',
  td: 'inline',
  th: 'inline',
  sub: 'inline',
  sup: 'inline',
};

/** Tags that stand alone and mean a line break. */
const BREAKS = new Set(['bb:*', 'bb:hr', 'html:br', 'html:hr']);

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const TOKEN =
  /\[(\/?)([a-z*]+)(?:=[^\]\n]*)?\]|<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>|&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/giu;

/**
 * Nesting bounds (issue #13: a post of 10,000 nested quotes cost seconds per reader). A `[quote]`
 * deeper than `MAX_QUOTE_DEPTH`, or any tag past `MAX_OPEN_TAGS` open ones, is literal text, and
 * so is its matching close; its contents keep the marks of the tags around it (a vote inside it is
 * still quoted). The stack stays small, so each tag costs a bounded amount of work.
 */
export const MAX_QUOTE_DEPTH = 10;
export const MAX_OPEN_TAGS = 64;

interface Open {
  readonly key: string;
  readonly role: Role;
}

export interface FlattenOptions {
  /**
   * `false` for text typed into the platform's own thread (issue #21): there HTML tags and entities
   * are shown as typed, never rendered, so `<b>Vote: X</b>` is not bold there and must not count.
   * Forum exports and saved pages keep HTML (default `true`).
   */
  readonly html?: boolean;
}

export function flattenMarkup(body: string, options: FlattenOptions = {}): FlatText {
  const html = options.html !== false;
  const decode = html ? decodeEntitiesIn : (chunk: string): string => chunk;
  const source = body.replace(/\r\n?/gu, '\n');
  let text = '';
  const marks: Mark[] = [];
  const stack: Open[] = [];
  let current = markOf(stack);
  let rawUntil: string | null = null;
  // Openers left as text because of the bounds, by key, still waiting for their close.
  const literal = new Map<string, number>();

  const emit = (chunk: string): void => {
    text += chunk;
    for (let i = 0; i < chunk.length; i += 1) marks.push(current);
  };
  const newline = (): void => {
    if (text.length > 0 && !text.endsWith('\n')) emit('\n');
  };

  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index;
    if (index < last) continue;
    const whole = match[0];
    const before = source.slice(last, index);
    last = index + whole.length;

    if (rawUntil !== null) {
      // Inside [code]-like tags only the matching close tag is markup (seed rules: code shows BBCode literally).
      const closing = match[1] === '/' ? `bb:${(match[2] ?? '').toLowerCase()}` : match[3] === '/' ? `html:${(match[4] ?? '').toLowerCase()}` : null;
      emit(before);
      if (closing === rawUntil) {
        closeTag(stack, closing);
        current = markOf(stack);
        rawUntil = null;
        newline();
      } else {
        emit(whole);
      }
      continue;
    }

    emit(decode(before));

    if (!html && match[2] === undefined) {
      emit(whole); // an HTML tag or entity typed in the platform's thread is text
      continue;
    }
    if (match[6] !== undefined) {
      emit(decodeEntity(match[6]) ?? whole);
      continue;
    }

    const isBb = match[2] !== undefined;
    const name = (isBb ? match[2] : match[4])?.toLowerCase() ?? '';
    const closing = (isBb ? match[1] : match[3]) === '/';
    const key = `${isBb ? 'bb' : 'html'}:${name}`;
    const role = (isBb ? BBCODE_ROLES : HTML_ROLES)[name];

    if (BREAKS.has(key)) {
      emit('\n');
      continue;
    }
    if (role === undefined) {
      emit(whole); // not markup we know: leave it as the text the player typed
      continue;
    }
    const selfClosing = !isBb && match[5] === '/';
    const pendingLiteral = literal.get(key) ?? 0;
    if (closing && pendingLiteral > 0) {
      literal.set(key, pendingLiteral - 1);
      emit(whole);
      continue;
    }
    if (!closing && !selfClosing && tooDeep(stack, role)) {
      literal.set(key, pendingLiteral + 1);
      emit(whole);
      continue;
    }
    if (closing) {
      if (!closeTag(stack, key)) continue;
      current = markOf(stack);
      if (isBlockish(role)) newline();
      continue;
    }
    if (selfClosing) continue;
    if (isBlockish(role)) newline();
    stack.push({ key, role });
    current = markOf(stack);
    if (role === 'code') rawUntil = key;
  }
  const rest = source.slice(last);
  emit(rawUntil === null ? decode(rest) : rest);
  return { text, marks };
}

function tooDeep(stack: readonly Open[], role: Role): boolean {
  if (stack.length >= MAX_OPEN_TAGS) return true;
  return role === 'quote' && stack.filter((open) => open.role === 'quote').length >= MAX_QUOTE_DEPTH;
}

function isBlockish(role: Role): boolean {
  return role === 'block' || role === 'quote' || role === 'code' || role === 'spoiler';
}

/** Closes the innermost open tag with this key and everything opened inside it; false when it was never opened. */
function closeTag(stack: Open[], key: string): boolean {
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    if (stack[i]?.key === key) {
      stack.length = i;
      return true;
    }
  }
  return false;
}

function markOf(stack: readonly Open[]): Mark {
  const has = (role: Role): boolean => stack.some((open) => open.role === role);
  return {
    bold: has('bold') && !has('code'),
    quoted: has('quote'),
    spoiler: has('spoiler'),
    struck: has('strike'),
    code: has('code'),
  };
}

function decodeEntitiesIn(chunk: string): string {
  return chunk.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/giu, (whole, body: string) => decodeEntity(body) ?? whole);
}

function decodeEntity(body: string): string | undefined {
  if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(Number.parseInt(body.slice(2), 16));
  if (body.startsWith('#')) return fromCodePoint(Number.parseInt(body.slice(1), 10));
  return ENTITIES[body.toLowerCase()];
}

function fromCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
