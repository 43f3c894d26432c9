import { MAX_OPEN_TAGS, MAX_QUOTE_DEPTH } from './flatten';
import { markdownToBbcode } from './markdown';

/**
 * A post of the platform's thread as a tree a client renders (issue #21): bold, italic, underline,
 * strike-through, spoilers, quotes with their author (and post number), links and code. Text nodes
 * are plain text: a client that renders them as text (React does) cannot be made to run markup, and
 * a link exists only for an `http(s)` address. Everything else a post holds (HTML, unknown tags,
 * tags left over from bad nesting) is text.
 *
 * The tag rules are `flattenMarkup`'s, so what reads as bold here is what counts as a bold vote:
 * unknown tags are text, a closing tag closes everything opened inside it, a stray closing tag is
 * text, unclosed tags end with the post, and the nesting bounds make deeper tags text.
 */
export type MarkupNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler'; readonly children: readonly MarkupNode[] }
  | { readonly kind: 'quote'; readonly author: string | null; readonly post: number | null; readonly children: readonly MarkupNode[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly MarkupNode[] };

type Container = 'bold' | 'italic' | 'underline' | 'strike' | 'spoiler' | 'quote' | 'link' | 'plain';

// `plain`: tags forums render as a style this client does not apply (colour, size, font, alignment),
// so only their contents show; a post cannot restyle the page.
const TAGS: Readonly<Record<string, Container | 'code'>> = {
  b: 'bold',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  spoiler: 'spoiler',
  ispoiler: 'spoiler',
  quote: 'quote',
  url: 'link',
  code: 'code',
  icode: 'code',
  php: 'code',
  html: 'code',
  plain: 'code',
  noparse: 'code',
  color: 'plain',
  size: 'plain',
  font: 'plain',
  center: 'plain',
  left: 'plain',
  right: 'plain',
};

const TAG = /\[(\/?)([a-z*]+)(?:=([^\]\n]*))?\]/giu;
/** An address a link may point to: http or https, nothing that could run or reach a local scheme. */
const SAFE_HREF = /^https?:\/\/[^\s"'<>\\`]+$/iu;
/** `Name #12` in `[quote=Name #12]`: the quoted post's number in the channel. */
const QUOTE_ATTRIBUTION = /^(.*?)\s*#(\d{1,9})$/u;

interface Frame {
  readonly name: string;
  readonly kind: Container;
  readonly param: string | null;
  readonly children: MarkupNode[];
}

function pushText(children: MarkupNode[], text: string): void {
  if (text === '') return;
  const last = children[children.length - 1];
  if (last?.kind === 'text') children[children.length - 1] = { kind: 'text', text: last.text + text };
  else children.push({ kind: 'text', text });
}

function textOf(nodes: readonly MarkupNode[]): string {
  return nodes.map((node) => (node.kind === 'text' || node.kind === 'code' ? node.text : textOf(node.children))).join('');
}

export function safeHref(raw: string): string | null {
  const href = raw.trim().replace(/^["']|["']$/gu, '');
  return SAFE_HREF.test(href) ? href : null;
}

/** The node a closed frame becomes, or its children alone when it cannot be shown as itself (a link to a bad address). */
function close(frame: Frame): MarkupNode[] {
  const children = frame.children;
  switch (frame.kind) {
    case 'plain':
      return children;
    case 'link': {
      const href = safeHref(frame.param ?? textOf(children));
      return href === null ? children : [{ kind: 'link', href, children }];
    }
    case 'quote': {
      const param = frame.param?.trim() ?? '';
      const numbered = QUOTE_ATTRIBUTION.exec(param);
      const author = (numbered ? numbered[1] : param)?.trim() ?? '';
      return [{ kind: 'quote', author: author === '' ? null : author, post: numbered ? Number(numbered[2]) : null, children }];
    }
    default:
      return [{ kind: frame.kind, children }];
  }
}

function attach(target: MarkupNode[], nodes: readonly MarkupNode[]): void {
  for (const node of nodes) {
    if (node.kind === 'text') pushText(target, node.text);
    else target.push(node);
  }
}

/** The post (BBCode and Markdown, as typed in the platform's thread) as a tree to render. */
export function parsePostTree(body: string): MarkupNode[] {
  const source = markdownToBbcode(body);
  const root: MarkupNode[] = [];
  const stack: Frame[] = [];
  const top = (): MarkupNode[] => stack[stack.length - 1]?.children ?? root;
  // Openers left as text because of the nesting bounds, by name, still waiting for their close.
  const literal = new Map<string, number>();
  let code: { name: string; text: string } | null = null;
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    const before = source.slice(last, match.index);
    last = match.index + match[0].length;
    const whole = match[0];
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (code !== null) {
      if (closing && name === code.name) {
        top().push({ kind: 'code', text: code.text + before });
        code = null;
      } else {
        code.text += before + whole;
      }
      continue;
    }
    pushText(top(), before);
    const kind = TAGS[name];
    if (kind === undefined) {
      pushText(top(), whole);
      continue;
    }
    const pending = literal.get(name) ?? 0;
    if (closing && pending > 0) {
      literal.set(name, pending - 1);
      pushText(top(), whole);
      continue;
    }
    if (closing) {
      const at = stack.map((frame) => frame.name).lastIndexOf(name);
      if (at < 0) {
        pushText(top(), whole); // a close with nothing open
        continue;
      }
      while (stack.length > at) {
        const frame = stack.pop() as Frame;
        attach(top(), close(frame));
      }
      continue;
    }
    if (kind === 'code') {
      code = { name, text: '' };
      continue;
    }
    const quotes = stack.filter((frame) => frame.kind === 'quote').length;
    if (stack.length >= MAX_OPEN_TAGS || (kind === 'quote' && quotes >= MAX_QUOTE_DEPTH)) {
      literal.set(name, pending + 1);
      pushText(top(), whole);
      continue;
    }
    stack.push({ name, kind, param: match[3] ?? null, children: [] });
  }
  const rest = source.slice(last);
  if (code !== null) top().push({ kind: 'code', text: code.text + rest });
  else pushText(top(), rest);
  // Unclosed tags end with the post (as in `flattenMarkup`, where an unclosed `[b]` bolds the rest).
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    attach(top(), close(frame));
  }
  return root;
}
