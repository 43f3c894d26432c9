import { resolveReasonable } from '@mafia/resolver';
import { describe, expect, it } from 'vitest';
import { explain, type TraceEntry } from '../src';

describe('the night trace, explained through the kit', () => {
  it('renders a protected kill as a question with its reasons', () => {
    const resolution = resolveReasonable({
      seats: [{ id: 'a', alive: true }, { id: 'b', alive: true }, { id: 'c', alive: true }],
      actions: [
        { id: 'k', actor: 'a', ability: 'kill', order: 1, components: [{ kind: 'kill', target: 'c' }] },
        { id: 'p', actor: 'b', ability: 'protect', order: 2, components: [{ kind: 'protect', target: 'c' }] },
      ],
    });
    const trace: TraceEntry[] = resolution.trace;
    const lines = explain(trace, { a: 'Ann', b: 'Bob', c: 'Cat' }).split('\n');
    expect(lines[0]).toBe('kill Cat: prevented');
    expect(lines.slice(1).some((line) => line.includes('by Bob [protect]'))).toBe(true);
  });
});
