import type { GameView } from '@mafia/kernel';
import type { Namer } from '../../lib/params';

/** What every host card is given: the game, the host's view of it, names, and the ruleset's namespace. */
export interface HostCardProps {
  gameId: string;
  view: GameView;
  namer: Namer;
  ns: string;
}
