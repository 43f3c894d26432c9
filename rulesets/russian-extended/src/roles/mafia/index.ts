/**
 * Mafia (L2): a pair of killers on odd nights (MAF-1). The overlay is the seat attribute
 * `negative: mafia`; the moves are the black team's (`shoot`, `insure`, `rumour`, see ../black.ts)
 * and the shot accounting is in ../../night/shots.ts.
 */
export const MAFIA = 'mafia';
