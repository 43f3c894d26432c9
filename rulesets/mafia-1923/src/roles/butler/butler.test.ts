import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

const day = (g: Game) => {
  g.fillVotes();
  g.end();
};

describe('Butler', () => {
  it('poisons: announced publicly; the player dies at the end of the following night', () => {
    const g = new Game(table({ A1: 'butler' }));
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('B1')).toContain('poisoned');
    expect(g.driver.view({ kind: 'seat', seat: 'G2' }).notices.find((n) => n.key === 'notices.poisoned')?.params).toEqual({ seat: 'B1' });
    day(g);
    g.end();
    expect(g.alive('B1')).toBe(false);
    expect(g.seat('B1').eliminationCause).toBe('poison');
  });

  it('a Doctor on the poisoned player the next night cures them, publicly', () => {
    const g = new Game(table({ A1: 'butler', A2: 'doctor' }));
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    day(g);
    g.mustAct('A2', 'protect', 'B1');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('B1')).not.toContain('poisoned');
    expect(g.publicKeys()).toContain('notices.cured');
  });

  it('a Doctor protecting the target the same night stops the poisoning', () => {
    const g = new Game(table({ A1: 'butler', A2: 'doctor' }));
    g.mustAct('A2', 'protect', 'B1');
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    expect(g.statuses('B1')).not.toContain('poisoned');
    expect(g.publicKeys()).not.toContain('notices.poisoned');
  });

  it('is immune to poison', () => {
    const g = new Game(table({ A1: 'butler', B1: 'butler' }));
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    expect(g.statuses('B1')).not.toContain('poisoned');
  });

  it('survives the first two Mafia kill attempts and dies on the third', () => {
    const g = new Game(table({ B1: 'butler' }));
    for (let night = 1; night <= 3; night++) {
      g.mafiaKill('A8', 'B1', `A${night}`);
      g.end();
      expect(g.alive('B1')).toBe(night < 3);
      day(g);
    }
  });

  it('poisons at most twice per game', () => {
    const g = new Game(table({ A1: 'butler' }));
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    day(g);
    g.mustAct('A1', 'poison', 'B2');
    g.end();
    day(g);
    expect(g.act('A1', 'poison', 'B3')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
