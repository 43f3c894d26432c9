/**
 * Issue #13: nested markup is bounded. A post of 10,000 nested quotes flattens in one pass with at
 * most `MAX_QUOTE_DEPTH` real quotes; the deeper tags are literal text that is still quoted.
 */
import { describe, expect, it } from 'vitest';
import { flattenMarkup, MAX_OPEN_TAGS, MAX_QUOTE_DEPTH, parsePostVotes } from '../src';
import { cast } from './helpers';

const deepQuote = (depth: number, core: string) => '[quote=X]'.repeat(depth) + core + '[/quote]'.repeat(depth);

describe('Nesting bounds', () => {
  it('keeps quotes past the depth bound as text, still quoted, and balanced', () => {
    const flat = flattenMarkup(`${deepQuote(10_000, '[b]vote: Noodle[/b]')} mine`);
    const literalOpens = flat.text.split('[quote=X]').length - 1;
    const literalCloses = flat.text.split('[/quote]').length - 1;
    expect(literalOpens).toBe(10_000 - MAX_QUOTE_DEPTH);
    expect(literalCloses).toBe(10_000 - MAX_QUOTE_DEPTH);
    // Everything up to the last close is someone else's words; the trailing text is the author's.
    const mine = flat.text.lastIndexOf('mine');
    expect(flat.marks.slice(0, flat.text.lastIndexOf('[/quote]')).every((mark) => mark.quoted)).toBe(true);
    expect(flat.marks[mine]?.quoted).toBe(false);
    const parsed = parsePostVotes(deepQuote(10_000, '[b]vote: Noodle[/b]'), cast);
    expect(parsed.commands).toEqual([]);
    expect(parsed.rejections.map((r) => r.code)).toEqual(['quoted']);
  });

  it('treats exactly MAX_QUOTE_DEPTH nested quotes as markup', () => {
    const flat = flattenMarkup(deepQuote(MAX_QUOTE_DEPTH, 'x'));
    expect(flat.text).not.toContain('[quote');
    expect(flat.text.trim()).toBe('x');
  });

  it('bounds every other tag by MAX_OPEN_TAGS open at once', () => {
    const depth = 5_000;
    const flat = flattenMarkup('[i]'.repeat(depth) + 'x' + '[/i]'.repeat(depth));
    expect(flat.text.split('[i]').length - 1).toBe(depth - MAX_OPEN_TAGS);
    expect(flat.text.split('[/i]').length - 1).toBe(depth - MAX_OPEN_TAGS);
  });
});
