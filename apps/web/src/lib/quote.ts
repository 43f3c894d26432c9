/** Splits a post body into text and `[quote=Name]...[/quote]` blocks (forum BBCode, seed 001 thread play). */
export type Part = { kind: 'text'; text: string } | { kind: 'quote'; author: string; parts: Part[] };

/**
 * Quotes nest at most this deep; a deeper `[quote]` and its `[/quote]` stay literal text inside
 * the innermost shown quote (issue #13: a post of 10,000 nested quotes froze every viewer's page).
 * Forums quote a quote of a quote at most; ten is far beyond what a reader follows.
 */
export const MAX_QUOTE_DEPTH = 10;

interface Frame {
  /** The `[quote=...]` tag as written, given back as text if the quote is never closed. */
  tag: string;
  author: string;
  parts: Part[];
}

function pushText(parts: Part[], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + text };
  else parts.push({ kind: 'text', text });
}

/** One pass over the tags with a stack of open quotes: linear in the body's length whatever its nesting. */
export function parseQuotes(body: string): Part[] {
  const root: Frame = { tag: '', author: '', parts: [] };
  const stack: Frame[] = [root];
  // `[quote]`s past the depth bound that are still open: their closes are text as well.
  let literalDepth = 0;
  const tags = /\[(\/?)quote(?:=([^\]]*))?\]/gi;
  let last = 0;
  for (let m = tags.exec(body); m; m = tags.exec(body)) {
    const top = stack[stack.length - 1] as Frame;
    pushText(top.parts, body.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    if (!closing && (literalDepth > 0 || stack.length > MAX_QUOTE_DEPTH)) {
      literalDepth += 1;
      pushText(top.parts, m[0]);
    } else if (closing && literalDepth > 0) {
      literalDepth -= 1;
      pushText(top.parts, m[0]);
    } else if (!closing) {
      stack.push({ tag: m[0], author: (m[2] ?? '').trim(), parts: [] });
    } else if (stack.length > 1) {
      const done = stack.pop() as Frame;
      (stack[stack.length - 1] as Frame).parts.push({ kind: 'quote', author: done.author, parts: done.parts });
    } else {
      pushText(top.parts, m[0]); // a close with nothing open
    }
  }
  pushText((stack[stack.length - 1] as Frame).parts, body.slice(last));
  // An unclosed quote is text: its tag and its contents go back into the quote around it.
  while (stack.length > 1) {
    const open = stack.pop() as Frame;
    const parent = (stack[stack.length - 1] as Frame).parts;
    pushText(parent, open.tag);
    for (const part of open.parts) {
      if (part.kind === 'text') pushText(parent, part.text);
      else parent.push(part);
    }
  }
  return root.parts;
}

/** `[quote=Name #12]…[/quote]`: the author and the post's number, which the rendered quote links to (issue #21). */
export function quoteOf(author: string, number: number, body: string): string {
  return `[quote=${author.replace(/\]/g, '')} #${number}]${body.trim()}[/quote]\n`;
}

/** A reply names the author and links their post ("post #12" jumps to it). */
export function replyTo(author: string, number: number): string {
  return `@${author} (post #${number}): `;
}
