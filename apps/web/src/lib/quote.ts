/** Splits a post body into text and `[quote=Name]...[/quote]` blocks (forum BBCode, seed 001 thread play). */
export type Part = { kind: 'text'; text: string } | { kind: 'quote'; author: string; parts: Part[] };

export function parseQuotes(body: string): Part[] {
  const parts: Part[] = [];
  let rest = body;
  for (;;) {
    const open = /\[quote(?:=([^\]]*))?\]/i.exec(rest);
    if (!open) break;
    const start = open.index;
    // Find the matching close, counting nested quotes.
    let depth = 1;
    let i = start + open[0].length;
    const re = /\[(\/?)quote(?:=[^\]]*)?\]/gi;
    re.lastIndex = i;
    let m: RegExpExecArray | null;
    let end = -1;
    while ((m = re.exec(rest))) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index;
        i = m.index + m[0].length;
        break;
      }
    }
    if (end < 0) break;
    if (start > 0) parts.push({ kind: 'text', text: rest.slice(0, start) });
    parts.push({ kind: 'quote', author: (open[1] ?? '').trim(), parts: parseQuotes(rest.slice(start + open[0].length, end)) });
    rest = rest.slice(i);
  }
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}

export function quoteOf(author: string, body: string): string {
  return `[quote=${author.replace(/\]/g, '')}]${body.trim()}[/quote]\n`;
}
