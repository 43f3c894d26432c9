/**
 * The named night order: the slots the ordered strategy (`resolution: 'simple'`) runs in this order;
 * RAR ignores it. Blocks first (a blocked doctor protects nobody), then protections, the kill, and
 * the investigation last (it sees the night as it ended).
 */
export const NIGHT_ORDER = ['block', 'protect', 'kill', 'investigate'];
