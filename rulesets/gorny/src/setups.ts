import type { SetupDefinition } from '@mafia/ruleset-kit';

/**
 * Named presets. `method-1-example` is the ten players of seed 001's method-1 example ("Pyro
 * (Mafia Hitman)" is a goon who sends the kill; "Gorny (Vanilla Town - one shot BP Vest)").
 */
export const setups: SetupDefinition[] = [
  {
    id: 'method-1-example',
    seats: [
      { role: 'cop', modifiers: ['sane'] },
      { role: 'bus-driver' },
      { role: 'goon' },
      { role: 'vanilla', modifiers: ['bulletproof-1'] },
      { role: 'goon' },
      { role: 'doctor' },
      { role: 'vanilla' },
      { role: 'vanilla' },
      { role: 'treestump' },
      { role: 'goon' },
    ],
    settings: { resolution: 'simple', firstPhase: 'night' },
  },
  {
    id: 'basic-7',
    seats: [
      { role: 'goon' },
      { role: 'goon' },
      { role: 'cop' },
      { role: 'doctor' },
      { role: 'vanilla' },
      { role: 'vanilla' },
      { role: 'vanilla' },
    ],
  },
  {
    id: 'power-13',
    seats: [
      { role: 'goon' },
      { role: 'roleblocker', faction: 'mafia' },
      { role: 'goon', modifiers: ['strong-willed'] },
      { role: 'cop' },
      { role: 'doctor' },
      { role: 'vigilante' },
      { role: 'tracker' },
      { role: 'watcher' },
      { role: 'jailkeeper' },
      { role: 'paranoid-gun-owner' },
      { role: 'vanilla', modifiers: ['bulletproof-1'] },
      { role: 'treestump' },
      { role: 'vanilla' },
    ],
  },
];
