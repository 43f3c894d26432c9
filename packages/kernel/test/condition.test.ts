// The one three-valued condition evaluator (review 2026-11 D19): a predicate the caller cannot
// answer yet makes a condition 'maybe' only where it could still change the answer.
import { describe, expect, it } from 'vitest';
import { evaluateCondition, type Condition, type ConditionValue } from '../src';
import { newGame } from './fixture';

const state = newGame().game.state;
const night2 = { kind: 'night', number: 2 } as const;
const unknown = (): ConditionValue => 'maybe';

describe('evaluateCondition', () => {
  it.each<[string, Condition, ConditionValue]>([
    ['a known part decides alone', { parity: 'even' }, true],
    ['a predicate not known yet', { predicate: 'lynch-tied' }, 'maybe'],
    ['not of maybe is maybe', { not: { predicate: 'lynch-tied' } }, 'maybe'],
    ['all: a false part decides', { all: [{ predicate: 'lynch-tied' }, { parity: 'odd' }] }, false],
    ['all: true parts and a maybe', { all: [{ parity: 'even' }, { predicate: 'lynch-tied' }] }, 'maybe'],
    ['any: a true part decides', { any: [{ predicate: 'lynch-tied' }, { from: 2 }] }, true],
    ['any: false parts and a maybe', { any: [{ from: 3 }, { predicate: 'lynch-tied' }] }, 'maybe'],
    ['any: all false', { any: [{ from: 3 }, { numbers: [1] }] }, false],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, night2, state, unknown)).toBe(expected);
  });

  it('stops at the first decisive part: a later predicate is never asked', () => {
    const asked: string[] = [];
    const ask = (name: string): ConditionValue => (asked.push(name), true);
    expect(evaluateCondition({ all: [{ parity: 'odd' }, { predicate: 'p' }] }, night2, state, ask)).toBe(false);
    expect(evaluateCondition({ any: [{ predicate: 'q' }, { predicate: 'r' }] }, night2, state, ask)).toBe(true);
    expect(asked).toEqual(['q']);
  });
});
