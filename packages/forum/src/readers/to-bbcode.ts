import { classesOf, isTag, isText, rawText, type ChildNode, type Element } from './dom';

/** How an engine renders a block the generic rules cannot know: its quotes, spoilers, code boxes. */
export type Special =
  | { readonly kind: 'quote'; readonly author?: string; readonly content: readonly ChildNode[] }
  | { readonly kind: 'spoiler'; readonly title?: string; readonly content: readonly ChildNode[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'skip' };

export type SpecialRule = (element: Element) => Special | undefined;

const BLOCKS = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'dl',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
]);
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'button',
  'input',
  'select',
  'textarea',
  'template',
  'svg',
]);
const WRAPS: Readonly<Record<string, string>> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  s: 's',
  strike: 's',
  del: 's',
  sub: 'sub',
  sup: 'sup',
};

/**
 * Converts a rendered post body back to the BBCode the author typed, as far as the forum package
 * reads it (README "Vote syntax"): bold, italic, underline, strike, links, quotes with their author,
 * spoilers and code. Literal text that would read as a tag is escaped as an entity, so a post that
 * shows "[b]Vote: X[/b]" as text (the forum did not render it) stays text and never counts as bold.
 */
export function toBbcode(nodes: readonly ChildNode[], special: SpecialRule): string {
  return tidy(convert(nodes, special, false));
}

/**
 * Marks the edge of a block (a paragraph, a quote): adjacent edges and the line breaks around them
 * become one line break, as a browser renders them, so `</blockquote><div>` is not a blank line.
 */
const EDGE = '\uE000'; // a private-use character, removed from the page's text (see convert)

function block(text: string): string {
  return `${EDGE}${text}${EDGE}`;
}

function trimBlock(text: string): string {
  return text.replace(/^[\s\uE000]+|[\s\uE000]+$/gu, '');
}

function convert(nodes: readonly ChildNode[], special: SpecialRule, pre: boolean): string {
  let out = '';
  for (const node of nodes) {
    if (isText(node)) out += escapeText((pre ? node.data : node.data.replace(/\s+/gu, ' ')).replaceAll(EDGE, ''));
    else if (isTag(node)) out += element(node, special, pre);
  }
  return out;
}

function element(node: Element, special: SpecialRule, pre: boolean): string {
  const rule = special(node);
  if (rule !== undefined) {
    switch (rule.kind) {
      case 'skip':
        return '';
      case 'code':
        return block(`[code]${rule.text.replace(/\[\/code\]/giu, '[/ code]')}[/code]`);
      case 'quote':
        return block(
          `[quote${rule.author ? `=${attribute(rule.author)}` : ''}]\n${trimBlock(convert(rule.content, special, pre))}\n[/quote]`,
        );
      case 'spoiler':
        return block(
          `[spoiler${rule.title ? `=${attribute(rule.title)}` : ''}]\n${trimBlock(convert(rule.content, special, pre))}\n[/spoiler]`,
        );
    }
  }
  const name = node.name;
  if (DROPPED.has(name)) return '';
  if (name === 'br') return '\n';
  if (name === 'hr') return block('[hr]');
  if (name === 'img') return imageText(node);
  if (name === 'pre' || name === 'code') return `[code]${rawText(node)}[/code]`;
  const inner = convert(node.children, special, pre);
  if (name === 'a') {
    const href = node.attribs['href'];
    return href === undefined || href.startsWith('#') || href.startsWith('javascript:')
      ? inner
      : `[url=${attribute(href)}]${inner}[/url]`;
  }
  const wrap = WRAPS[name] ?? styleWrap(node);
  if (wrap !== undefined) return inner.trim() === '' ? inner : `[${wrap}]${inner}[/${wrap}]`;
  const color = colorOf(node);
  if (color !== undefined && inner.trim() !== '') return `[color=${color}]${inner}[/color]`;
  if (BLOCKS.has(name)) return block(inner);
  return inner;
}

/** phpBB 3.0 and uCoz write bold and strike as inline styles. */
function styleWrap(node: Element): string | undefined {
  const style = (node.attribs['style'] ?? '').toLowerCase().replace(/\s+/gu, '');
  if (/font-weight:(bold|[6-9]00)/u.test(style)) return 'b';
  if (style.includes('text-decoration:line-through')) return 's';
  if (style.includes('font-style:italic')) return 'i';
  return undefined;
}

/** `<span style="color: red">` (XenForo, phpBB, uCoz) and `<font color="red">` (vBulletin 4). */
function colorOf(node: Element): string | undefined {
  const color =
    node.name === 'font'
      ? node.attribs['color']
      : /(?:^|;)\s*color\s*:\s*([^;]+)/iu.exec(node.attribs['style'] ?? '')?.[1];
  const value = color?.trim();
  return value === undefined || value === '' ? undefined : attribute(value);
}

/** Smilies keep their text (`:)`); other pictures become `[img]`. */
function imageText(node: Element): string {
  const alt = node.attribs['alt'];
  const smilie =
    classesOf(node).some((name) => /smil/iu.test(name)) || (alt !== undefined && alt.length <= 4);
  if (smilie && alt !== undefined) return escapeText(alt);
  const src = node.attribs['src'];
  return src === undefined ? '' : `[img]${src}[/img]`;
}

/** BBCode attribute values end at `]` and the line; keep them readable and unbroken. */
function attribute(value: string): string {
  return value.replace(/[\]\n\r]/gu, ' ').trim();
}

/** `[b]`, `<b>` and `&amp;` written as text must stay text once we emit markup around them. */
export function escapeText(text: string): string {
  return text
    .replace(/&(?=#?[a-z0-9]+;)/giu, '&amp;')
    .replace(/<(?=\/?[a-z])/giu, '&lt;')
    .replace(/\[(?=\/?[a-z*]+(?:=[^\]\n]*)?\])/giu, '&#91;');
}

/** Trailing spaces, blank-line runs and space at line starts come from the page's indentation, not the author. */
function tidy(text: string): string {
  return text
    .replace(/[\n\uE000 ]*\uE000[\n\uE000 ]*/gu, (run) =>
      '\n'.repeat(Math.max(1, run.split('\n').length - 1)),
    )
    .replace(/\u00a0/gu, ' ')
    .split('\n')
    .map((line) => line.replace(/^ +| +$/gu, ''))
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
