import { ExportCard } from './host/ExportCard';
import { FlowCard } from './host/FlowCard';
import type { HostCardProps } from './host/props';
import { ReviewCard } from './host/ReviewCard';
import { ForumCard } from './forum/ForumCard';
import { SanctionCard } from './host/SanctionCard';

/**
 * The host's console, three cards: review the night (trace, correct, publish), the flow (end the step,
 * deadlines, mod-kill, replace) and BBCode exports. Each card shows the feedback of its own commands.
 */
export function HostConsole(props: HostCardProps) {
  return (
    <div className="host-grid">
      <ReviewCard {...props} />
      <FlowCard {...props} />
      <ExportCard gameId={props.gameId} />
      <ForumCard gameId={props.gameId} view={props.view} />
      {/* Issue #18: conduct sanctions, for rulesets with a `sanction` move (russian-extended §4.1). */}
      <SanctionCard {...props} />
    </div>
  );
}
