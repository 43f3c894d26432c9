import { fileURLToPath } from 'node:url';
import { checkScenario, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { conanBo } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

/**
 * The scenario files the ruleset plays today. The others assert rules not implemented yet (README,
 * "Not yet"); `pnpm mafia scenario check rulesets/conan-bo/scenarios` lists what they still miss.
 * A file joins this list when it passes, and the last test keeps the list honest.
 */
export const PASSING: string[] = [
  '01-one-action-per-slot.yaml',
  '02-who-may-vote.yaml',
  '03-ballots-published-not-counted.yaml',
  '04-kazuha-aptx-one-vote.yaml',
  '05-night3-false-charge.yaml',
  '06-order-of-actions-nullifies.yaml',
  '07-wills.yaml',
  '08-crimes-and-arrests.yaml',
  '09-frame-and-erase-evidence.yaml',
  '10-injured-bo-members.yaml',
  '11-injured-town.yaml',
  '12-abroad-travellers.yaml',
  '13-arrested.yaml',
  '14-leader-kill-orders.yaml',
  '15-kill-rotation.yaml',
  '16-lovers-and-the-leader.yaml',
  '20-chameleon-and-godfather.yaml',
  '21-aptx.yaml',
  '22-information.yaml',
  '23-neutralize-and-discombobulate.yaml',
  '24-protection-snipe-bribe.yaml',
  '25-steal-and-gadgets.yaml',
  '26-phase-change-post.yaml',
  '27-voice-of-reason.yaml',
  '28-win-police-exception.yaml',
  '29-win-night-start-exception.yaml',
  '30-win-draw-by-heartbreak.yaml',
  '31-win-town-by-arrests.yaml',
  '32-setup-basic-9.yaml',
  '33-setup-standard-13.yaml',
  '34-setup-full-17.yaml',
  '36-disguises.yaml',
];

describe('scenario files (rulesets/conan-bo/scenarios)', () => {
  const files = scenarioFiles(dir);
  const name = (file: string): string => file.slice(dir.length + 1);

  it.each(PASSING)('%s', (file) => {
    expect(checkScenario(`${dir}/${file}`, conanBo).failures).toEqual([]);
  });

  it('every file not listed still fails (so a newly passing file is listed)', () => {
    const others = files.filter((f) => !PASSING.includes(name(f)));
    expect(others.filter((f) => checkScenario(f, conanBo).failures.length === 0).map(name)).toEqual([]);
  });
});
