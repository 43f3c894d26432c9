/**
 * The Markdown the in-app thread accepts, written back as the BBCode it stands for, so that one
 * reader (`flattenMarkup` for votes, `parsePostTree` for display) sees one markup: `**bold**` and
 * `__bold__` are `[b]`, `*italic*` and `_italic_` `[i]`, `~~struck~~` `[s]`, `||hidden||`
 * `[spoiler]`, `` `code` `` `[icode]`, `[text](https://…)` `[url=…]`, and lines opening with `>`
 * a `[quote]`. Seed 001 rule 6 asks for bold votes; a player typing `**Vote: X**` in a box that
 * renders it bold has bolded the vote (issue #21).
 *
 * Text inside `[code]`-like BBCode and inline code stays as typed. The conversion works per line:
 * a Markdown mark never spans lines, as in chat apps.
 */

const CODE_BLOCK = /\[(code|icode|php|html|plain|noparse)(?:=[^\]\n]*)?\][\s\S]*?\[\/\1\]/giu;

// Each inline rule: a mark that opens before a non-space and closes after one, on one line.
const INLINE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\*\*(?=\S)([^\n]*?\S)\*\*/gu, '[b]$1[/b]'],
  [/(?<![\p{L}\p{N}_])__(?=\S)([^\n]*?\S)__(?![\p{L}\p{N}_])/gu, '[b]$1[/b]'],
  [/~~(?=\S)([^\n]*?\S)~~/gu, '[s]$1[/s]'],
  [/\|\|(?=\S)([^\n]*?\S)\|\|/gu, '[spoiler]$1[/spoiler]'],
  [/(?<![*\p{L}\p{N}])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![*\p{L}\p{N}])/gu, '[i]$1[/i]'],
  [/(?<![\p{L}\p{N}_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\p{L}\p{N}_])/gu, '[i]$1[/i]'],
  [/\[([^\][\n]+)\]\((https?:\/\/[^\s()]+)\)/gu, '[url=$2]$1[/url]'],
];

/** Markdown of one stretch of text without code, line by line. */
function convertText(text: string): string {
  const out: string[] = [];
  let quote: string[] | null = null;
  const flush = (): void => {
    if (quote === null) return;
    out.push(`[quote]${quote.join('\n')}[/quote]`);
    quote = null;
  };
  for (const line of text.split('\n')) {
    const quoted = /^\s{0,3}>\s?(.*)$/u.exec(line);
    if (quoted) {
      (quote ??= []).push(convertInline(quoted[1] ?? ''));
      continue;
    }
    flush();
    out.push(convertInline(line));
  }
  flush();
  return out.join('\n');
}

function convertInline(line: string): string {
  // Inline code first, and kept out of every other rule.
  return line
    .split(/(`[^`\n]+`)/u)
    .map((piece) => {
      if (piece.length > 2 && piece.startsWith('`') && piece.endsWith('`')) return `[icode]${piece.slice(1, -1)}[/icode]`;
      let converted = piece;
      for (const [pattern, replacement] of INLINE) converted = converted.replace(pattern, replacement);
      return converted;
    })
    .join('');
}

/** The post with its Markdown written as BBCode; BBCode already there is kept. */
export function markdownToBbcode(body: string): string {
  const source = body.replace(/\r\n?/gu, '\n');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(CODE_BLOCK)) {
    out += convertText(source.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + convertText(source.slice(last));
}
