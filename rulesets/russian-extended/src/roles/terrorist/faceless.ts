// The terrorist held by the Faceless (part 3 §2.7, l.72). FT.1: a detonation target who was due to
// die by the votes or to go to a revote is killed; FT.2: any other target is crippled (COM-6); in
// both cases every victim credited so far is zeroed and he leaves with a draw (FT.3, F.38). FT.1's
// "the exploded player himself is credited if he was a cut-face victim" follows: the detonation
// counts as a lynch (TER-6, reading FA-2), so the day's tally (faceless/cuts.ts) credits him after
// the zeroing.
import { tallyPoll, type HookContext, type Seat } from '@mafia/kernel';
import { GREY } from '../../model';
import { zeroVictims } from '../faceless/standing';

/** The players the step's vote would have eliminated or sent to a revote, had nobody detonated. */
function dueByTheVote(ctx: HookContext): string[] {
  const poll = ctx.state.polls.find((p) => p.spec.id === ctx.state.clock.step);
  if (!poll) return [];
  const { outcome } = tallyPoll(poll);
  if (outcome.kind === 'selected') return outcome.options;
  return outcome.kind === 'tie' ? outcome.tied : [];
}

/** FT.1–FT.3: whether the Faceless's detonation cripples its target; undefined for any other terrorist. */
export function facelessDetonationCripples(ctx: HookContext, terrorist: Seat, target: Seat): boolean | undefined {
  if (terrorist.faction !== GREY) return undefined;
  zeroVictims(ctx, 'FT.3');
  return !dueByTheVote(ctx).includes(target.id);
}
