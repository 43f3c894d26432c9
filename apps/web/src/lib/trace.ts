/**
 * The night trace (resolver `TraceEntry[]`, attached to the host notice `notices.night-trace`) as a
 * tree of localizable lines for the host's night review. The trace is host-only data; the shapes
 * are read defensively because it arrives as JSON.
 */
export interface TraceLine {
  /** i18n key in the app namespace plus params (ids, already resolved by the caller's namer). */
  key: string;
  params: Record<string, string>;
  holds: boolean | null;
  children: TraceLine[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function traceLines(trace: unknown): TraceLine[] {
  if (!Array.isArray(trace)) return [];
  return trace.map((raw) => {
    const entry = obj(raw);
    const effect = obj(entry['effect']);
    const outcome = str(entry['outcome']);
    const reasons = Array.isArray(entry['reasons']) ? entry['reasons'] : [];
    return {
      key: outcome === 'happens' ? 'host.trace.happens' : 'host.trace.prevented',
      params: {
        effect: str(effect['kind']),
        actor: str(effect['actor']),
        target: str(effect['target'] ?? effect['visited'] ?? effect['visitor']),
      },
      holds: outcome === 'happens',
      children: reasons.map(reasonLine),
    };
  });
}

function reasonLine(raw: unknown): TraceLine {
  const reason = obj(raw);
  const countered = Array.isArray(reason['counteredBy']) ? reason['counteredBy'] : [];
  return {
    key: reason['stance'] === 'against' ? 'host.trace.against' : 'host.trace.for',
    params: { reason: str(reason['key']), actor: str(reason['actor']), ability: str(reason['ability']), at: str(reason['at']) },
    holds: reason['ruledOut'] ? false : Boolean(reason['holds']),
    children: countered.map(reasonLine),
  };
}
