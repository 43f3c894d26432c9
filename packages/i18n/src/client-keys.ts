/**
 * The key families the web client reads in a ruleset's namespace (issue #20), as templates relative
 * to the namespace: `{id}` is one id, a trailing `*` any key below (a ruleset's own panel texts).
 * `required` families are checked by the kit's conformance (`clientTextKeys` in @mafia/ruleset-kit
 * expands them for a ruleset's declared ids; the client shows a raw id without them); the others
 * are read when present or name ids only a game produces. apps/web's `test/client-text-keys.test.ts`
 * fails when the client reads a ruleset key outside this list.
 */
export interface ClientTextFamily {
  /** The key with `{placeholders}` for ids, relative to the ruleset's namespace; a trailing `*` is any key below. */
  template: string;
  /** Checked for every id the definition declares (the client would show a raw id without it). */
  required: boolean;
}

export const CLIENT_TEXT_FAMILIES: readonly ClientTextFamily[] = [
  { template: 'name', required: true },
  { template: 'description', required: true },
  { template: 'roles.{role}.{roleTextKey}', required: true },
  { template: 'factions.{faction}.name', required: true },
  { template: 'factions.{faction}.summary', required: false },
  // The team's goal on the role card, and how a civilian role differs for a team that holds it
  // (russian-extended-3 §3 "negative overlay", §2.7 the Faceless).
  { template: 'factions.{faction}.pm', required: false },
  { template: 'overlay.{faction}.{role}', required: false },
  // A seat attribute its holder is shown on the role card (russian-extended's negative and elite roles).
  { template: 'attributes.{attribute}.name', required: false },
  { template: 'attributes.{attribute}.values.{value}', required: false },
  { template: 'abilities.{ability}.name', required: true },
  { template: 'abilities.{ability}.summary', required: false },
  { template: 'options.{option}.name', required: true },
  { template: 'options.{option}.values.{value}', required: true },
  { template: 'steps.{step}', required: true },
  { template: 'setups.{setup}.name', required: true },
  { template: 'modifiers.{modifier}.name', required: true },
  { template: 'statuses.{status}', required: false },
  { template: 'settings.{setting}.name', required: true },
  { template: 'settings.{setting}.options.{value}', required: false },
  { template: 'settings.{setting}.{value}', required: false },
  { template: 'signup.{field}.name', required: true },
  { template: 'signup.{field}.{value}', required: false },
  { template: 'polls.{poll}', required: false },
  // Per language, checked by compareLocales (grammar.ts): the poll noun's gender for agreement.
  { template: 'grammar.polls.{poll}', required: false },
  { template: 'notices.{notice}', required: false },
  { template: 'rejections.{code}', required: false },
  { template: 'values.{value}', required: false },
  { template: 'reasons.{reason}', required: false },
  { template: 'choices.{choice}', required: false },
  { template: 'outcomes.{kind}.{value}', required: false },
  { template: 'conditions.{condition}', required: false },
  { template: 'post.title.{phase}', required: false },
  { template: 'post.*', required: false },
  { template: '{faction}.channel', required: false },
  { template: 'bo.*', required: false },
];
