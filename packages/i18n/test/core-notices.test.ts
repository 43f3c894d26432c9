import { describe, expect, it } from 'vitest';
import { appResources } from '../src';
import { createI18n } from '../src/runtime';

// The kit's night announcement sends `{ seats, count }` (packages/ruleset-kit/src/night.ts): the
// shipped texts must say "nobody died" for 0 and pick the plural form of each language otherwise.
describe('the night deaths announcement in the shipped languages', () => {
  const say = (lng: 'en' | 'ru' | 'uk', count: number) =>
    createI18n({ lng, resources: appResources }).t('notices.night-deaths', { ns: 'game', count, seats: 'Ann, Bob' });

  it.each([
    ['en', 0, 'Nobody died during the night.'],
    ['en', 1, '1 player died during the night: Ann, Bob.'],
    ['en', 2, '2 players died during the night: Ann, Bob.'],
    ['ru', 0, 'Этой ночью никто не погиб.'],
    ['ru', 1, 'Этой ночью погиб 1 игрок: Ann, Bob.'],
    ['ru', 3, 'Этой ночью погибли 3 игрока: Ann, Bob.'],
    ['ru', 5, 'Этой ночью погибли 5 игроков: Ann, Bob.'],
    ['uk', 0, 'Цієї ночі ніхто не загинув.'],
    ['uk', 1, 'Цієї ночі загинув 1 гравець: Ann, Bob.'],
    ['uk', 3, 'Цієї ночі загинули 3 гравці: Ann, Bob.'],
    ['uk', 5, 'Цієї ночі загинули 5 гравців: Ann, Bob.'],
    ['uk', 21, 'Цієї ночі загинув 21 гравець: Ann, Bob.'],
  ] as const)('%s, %i deaths: %s', (lng, count, text) => {
    expect(say(lng, count)).toBe(text);
  });
});
