/**
 * Abilities as the ruleset manifests list them (`rulesets.get`: each role's `abilities`, each
 * faction's `factionAbilities`): what the rules page says about one, and which ones the host may
 * correct for a seat. Pure; the words come from the locales.
 */
export interface AbilityInfo {
  id: string;
  phase: string;
  steps?: string[];
  when?: unknown;
  targets: { count: number; min?: number; of: 'seat' | 'choice'; self?: 'forbidden' | 'allowed' | 'only'; dead?: boolean };
  options?: Array<{ name: string }>;
  usesPerGame?: number;
  factional?: boolean;
  passive?: boolean;
}

/** One fact about an ability as an app text key (`rules.*`) with its params. */
export interface Fact {
  key: string;
  params?: Record<string, string | number>;
  /** Params that are step ids to name from the ruleset namespace (`steps.<id>`). */
  steps?: string[];
}

/** When, on whom and how often: the facts a reader needs, in a fixed order. */
export function abilityFacts(ability: AbilityInfo): Fact[] {
  // `any`: one ability by day and at night (kernel AbilitySpec.phase).
  const facts: Fact[] = [{ key: `rules.phase.${ability.phase === 'day' || ability.phase === 'any' ? ability.phase : 'night'}` }];
  if (ability.steps && ability.steps.length > 0) facts.push({ key: 'rules.steps', steps: ability.steps });
  if (ability.when !== undefined) facts.push({ key: 'rules.conditional' });
  if (ability.passive) {
    facts.push({ key: 'rules.passive' });
  } else {
    const { count, min, of } = ability.targets;
    if (count === 0) facts.push({ key: 'rules.noTarget' });
    else if (min !== undefined && min < count) facts.push({ key: 'rules.targetRange', params: { min, count } });
    else facts.push({ key: of === 'choice' ? 'rules.choices' : 'rules.targets', params: { count } });
    if (ability.targets.self === 'allowed' || ability.targets.self === 'only') facts.push({ key: `rules.self.${ability.targets.self}` });
    if (ability.targets.dead) facts.push({ key: 'rules.dead' });
  }
  if (ability.usesPerGame !== undefined) facts.push({ key: 'rules.uses', params: { count: ability.usesPerGame } });
  if (ability.factional) facts.push({ key: 'rules.factional' });
  return facts;
}

interface ManifestAbilities {
  roles: Array<{ id: string; faction: string; abilities: AbilityInfo[] }>;
  factionAbilities: Record<string, AbilityInfo[]>;
}

/**
 * The abilities a host may submit for a seat (host-submit-intent): its role's, then its faction's
 * (the seat's own faction when the setup moved it, else the role's), without passives, which
 * are never submitted (seed 001: passives happen by themselves).
 */
export function correctableAbilities(manifest: ManifestAbilities | undefined, seat: { role?: string | undefined; faction?: string | undefined } | undefined): AbilityInfo[] {
  if (!manifest || !seat?.role) return [];
  const role = manifest.roles.find((r) => r.id === seat.role);
  const faction = seat.faction ?? role?.faction;
  const all = [...(role?.abilities ?? []), ...(faction ? (manifest.factionAbilities[faction] ?? []) : [])];
  const seen = new Set<string>();
  return all.filter((a) => !a.passive && !seen.has(a.id) && Boolean(seen.add(a.id)));
}
