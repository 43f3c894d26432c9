import type { Json } from '@mafia/kernel';

/**
 * What publishing a held-back night will announce (the kernel's `pending.events`), for the host's
 * review: every notice with its audience (public posts, each player's private result, a faction's
 * notice) and every condition a seat gains or loses. For conan-bo this is the night explained in
 * the ruleset's own words (the phase-change post, each investigation, arrest, false charge,
 * injury...), beside the resolver's trace of the kill. The night trace itself is left out (it is
 * shown above it). Pure; events are read defensively as JSON.
 */
export type OutcomeLine =
  | { kind: 'notice'; to: { kind: 'public' } | { kind: 'seat'; seat: string } | { kind: 'faction'; faction: string } | { kind: 'other' }; key: string; params: Record<string, Json>; result?: Record<string, Json> }
  | { kind: 'status'; seat: string; status: string; added: boolean };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function pendingOutcome(events: unknown): OutcomeLine[] {
  if (!Array.isArray(events)) return [];
  return events.flatMap((raw): OutcomeLine[] => {
    if (!isObject(raw)) return [];
    if (raw['type'] === 'notice-sent' && isObject(raw['notice'])) {
      const notice = raw['notice'];
      const key = typeof notice['key'] === 'string' ? notice['key'] : '';
      if (!key || key === 'notices.night-trace') return [];
      const audience = isObject(notice['audience']) ? notice['audience'] : {};
      const to =
        audience['to'] === 'public'
          ? ({ kind: 'public' } as const)
          : audience['to'] === 'seat' && typeof audience['seat'] === 'string'
            ? ({ kind: 'seat', seat: audience['seat'] } as const)
            : audience['to'] === 'faction' && typeof audience['faction'] === 'string'
              ? ({ kind: 'faction', faction: audience['faction'] } as const)
              : ({ kind: 'other' } as const);
      const params = isObject(notice['params']) ? notice['params'] : {};
      return [{ kind: 'notice', to, key, params, ...(isObject(notice['result']) ? { result: notice['result'] } : {}) }];
    }
    if ((raw['type'] === 'status-added' || raw['type'] === 'status-removed') && typeof raw['seat'] === 'string') {
      const status = raw['type'] === 'status-added' ? (isObject(raw['status']) ? raw['status']['id'] : null) : raw['status'];
      return typeof status === 'string' ? [{ kind: 'status', seat: raw['seat'], status, added: raw['type'] === 'status-added' }] : [];
    }
    return [];
  });
}
