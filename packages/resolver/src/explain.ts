// Developer/CLI rendering of a trace as an indented tree, like the bullet lists of seed 001.
// Not user-facing: players and hosts see texts rendered from the keys elsewhere.
import type { EffectQuestion, SeatId, TraceEntry, TraceReason } from './types';

export function explain(trace: TraceEntry[], names: Record<SeatId, string> = {}): string {
  const name = (seat: SeatId) => names[seat] ?? seat;
  const lines: string[] = [];
  for (const entry of trace) {
    lines.push(`${question(entry.effect, name)}: ${entry.outcome}`);
    for (const reason of entry.reasons) render(reason, 1, lines, name);
  }
  return lines.join('\n');
}

function question(effect: EffectQuestion, name: (seat: SeatId) => string): string {
  switch (effect.kind) {
    case 'kill':
      return `kill ${name(effect.target)}`;
    case 'track-visit':
      return `track ${name(effect.actor)} sees ${name(effect.target)} visit ${name(effect.visited)}`;
    case 'watch-visitor':
      return `watch ${name(effect.actor)} sees ${name(effect.visitor)} visit ${name(effect.target)}`;
    case 'effect':
      return `effect ${effect.effect} by ${name(effect.actor)} on ${name(effect.target)}`;
    case 'recruit':
      return `recruit ${name(effect.target)} to ${effect.faction} by ${name(effect.actor)}`;
    default:
      return `${effect.kind} by ${name(effect.actor)} on ${name(effect.target)}`;
  }
}

function render(reason: TraceReason, depth: number, lines: string[], name: (seat: SeatId) => string): void {
  const sign = reason.stance === 'for' ? '+' : '-';
  const at = reason.at !== undefined ? ` at ${name(reason.at)}` : '';
  const path = reason.path ? ` via ${reason.path.map((s) => `${s.action}(${name(s.from)}->${name(s.to)})`).join(' ')}` : '';
  const parts = reason.parts ? ` needs [${reason.parts.map((p) => `${p.action}:${p.component}`).join(', ')}]` : '';
  const status = reason.ruledOut ? ' (ruled out: already in chain)' : reason.holds ? '' : ' (countered)';
  // Where a ruleset's ordered night names them: the slot the move acted in and the clause that decided it.
  const slot = typeof reason.params?.['slot'] === 'string' ? `, slot ${reason.params['slot']}` : '';
  const rule = typeof reason.params?.['rule'] === 'string' ? `, ${reason.params['rule']}` : '';
  const context = slot || rule ? ` —${slot.slice(1)}${rule}` : '';
  lines.push(
    `${'  '.repeat(depth)}${sign} ${reason.key} ${reason.action} by ${name(reason.actor)} [${reason.ability}]${at}${path}${parts}${status}${context}`,
  );
  for (const counter of reason.counteredBy) render(counter, depth + 1, lines, name);
}
