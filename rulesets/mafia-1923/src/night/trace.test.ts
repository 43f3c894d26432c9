import { describe, expect, it } from 'vitest';
import { Game, table } from '../../test/helpers';

interface Reason { key: string; ability: string; actor: string; counteredBy: Reason[] }
interface Line { effect: { kind: string; effect?: string; target: string }; outcome: string; reasons: Reason[] }

/** The host's night trace of the last night: what happened (kill, or an effect's name) and why. */
function traceOf(g: Game, night: number): Line[] {
  const notice = g.driver.view({ kind: 'host' }).notices.find((n) => n.key === 'notices.night-trace' && n.phase.number === night);
  return ((notice?.params as { trace?: Line[] } | undefined)?.trace ?? []);
}
const named = (line: Line) => line.effect.effect ?? line.effect.kind;

// Issue #16: "every outcome of the night is explained" — guard, poison, cure, cancel, save and
// injure are lines of the host's trace (keys, not English: `pnpm mafia scenario run --trace`).
describe('the 1923 night trace explains every outcome', () => {
  const game = () => {
    const g = new Game(table({ A1: 'boss', A2: 'doctor', B1: 'bodyguard', B2: 'butler' }));
    g.mustAct('A1', 'cancel', 'G1'); // Nighttime step 2
    g.mustAct('A2', 'protect', 'A3'); // step 5: the Doctor's save
    g.mustAct('B1', 'guard', 'B3'); // step 6
    g.mustAct('B2', 'poison', 'G3'); // step 7
    g.mustAct('G8', 'kill', 'A3', 'B3'); // step 9
    g.end();
    return g;
  };

  it('cancel, guard, poison and the Bodyguard\'s injury are lines that happened', () => {
    const lines = traceOf(game(), 1);
    const happened = lines.filter((l) => l.outcome === 'happens').map((l) => `${named(l)}:${l.effect.target}`);
    expect(happened).toEqual(expect.arrayContaining(['cancel:G1', 'guard:B3', 'poison:G3', 'injure:G8']));
  });

  it('a saved kill is prevented, naming the Doctor\'s save or the Bodyguard\'s guard that stopped it', () => {
    const lines = traceOf(game(), 1);
    const stoppedBy = (target: string) =>
      lines
        .filter((l) => l.effect.kind === 'kill' && l.effect.target === target)
        .map((l) => ({ outcome: l.outcome, by: l.reasons.flatMap((r) => r.counteredBy.map((c) => `${c.ability}:${c.actor}`)) }));
    expect(stoppedBy('A3')).toEqual([{ outcome: 'prevented', by: ['protect:A2'] }]);
    expect(stoppedBy('B3')).toEqual([{ outcome: 'prevented', by: ['guard:B1'] }]);
  });

  it('the next night, a cure and the poison death are lines too', () => {
    const g = game();
    g.end(); // Day 1
    g.mustAct('A2', 'protect', 'G3');
    g.end();
    const lines = traceOf(g, 2);
    expect(lines.filter((l) => l.outcome === 'happens').map((l) => `${named(l)}:${l.effect.target}`)).toContain('cure:G3');
  });

  it('an uncured poisoning kills at the end of the following night, explained as a poison kill', () => {
    const g = game();
    g.end();
    g.end();
    const poisonKill = traceOf(g, 2).find((l) => l.effect.kind === 'kill' && l.effect.target === 'G3');
    expect(poisonKill).toMatchObject({ outcome: 'happens', reasons: [{ key: 'kill', ability: 'poison-kills' }] });
  });
});
