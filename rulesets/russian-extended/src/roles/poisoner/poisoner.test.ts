import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Poisoner (part 2 §4.5). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Poi', role, 'poisoner'] : [name, role, negative]));

const statuses = (g: Game, seat: string): string[] => g.state.seats.find((s) => s.id === seat)?.statuses.map((s) => s.id) ?? [];
const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

describe('Poisoner (part 2 §4.5, l.52)', () => {
  it('r.1, r.2, T.13: poisoned on night 1, no antidote: he dies on night 2 at the poisoner\'s move (cause killed:poisoner)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(statuses(g, 'Red1')).toContain('poisoned');
    g.night(2);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.state.seats.find((s) => s.id === 'Red1')?.eliminationCause).toBe('killed:poisoner');
  });

  it('r.1, contract §3: the victim does not see the status; the poisoner does', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    const own = g.view({ kind: 'seat', seat: 'Red1' }).seats.find((s) => s.id === 'Red1');
    expect(own?.statuses.map((s) => s.id)).not.toContain('poisoned');
    const poisoner = g.view({ kind: 'seat', seat: 'Poi' }).seats.find((s) => s.id === 'Red1');
    expect(poisoner?.statuses.map((s) => s.id)).toContain('poisoned');
  });

  it.each(['discussion', 'evening'])('r.2, r.6: the antidote given in the %s of the following day saves the victim', (step) => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    g.to(step);
    g.ok('Poi', 'antidote', ['Red1']);
    g.night(2);
    expect(statuses(g, 'Red1')).not.toContain('poisoned');
    g.morning();
    expect(g.alive('Red1')).toBe(true);
  });

  it('r.2: the doctor healing the victim on the death night saves him, and the poison is gone', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.night(2);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(statuses(g, 'Red1')).not.toContain('poisoned');
  });

  it.each([
    { name: 'the doctor\'s target', lines: [['Doc', 'heal', ['Red1']]] as const },
    { name: 'a blocker-protected player', lines: [['Blo', 'block', ['Red1'], { mode: 'protect' }]] as const },
    { name: 'blocked himself', lines: [['Blo', 'block', ['Poi'], { mode: 'arrest' }]] as const },
  ])('r.4: the poisoning fails on $name, and the poisoner gets a PM (l.115 item 3)', ({ lines }) => {
    const g = new Game(TABLE);
    g.night(1);
    for (const [actor, ability, targets, options] of lines) g.ok(actor, ability, [...targets], options);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    expect(statuses(g, 'Red1')).not.toContain('poisoned');
    expect(pms(g, 'Poi', 'pm.move-failed')).toHaveLength(1);
  });

  it('r.3: the poison acts after the poisoner is gone', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    g.lynch('Poi');
    expect(g.alive('Poi')).toBe(false);
    g.night(2);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('r.5: while the victim waits for the poison only the antidote is open; r.7: a realised poisoning is the last', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.night(2);
    expect(g.act('Poi', 'poison', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'victim-still-alive' } });
    g.morning();
    g.night(3);
    expect(g.act('Poi', 'poison', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'no-poisoning-left' } });
  });

  it('r.7: a black who died of poison does not realise the poisoning: he may poison again', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Man']);
    g.night(2);
    g.morning();
    expect(g.alive('Man')).toBe(false);
    g.night(3);
    expect(g.act('Poi', 'poison', ['Red2']).ok).toBe(true);
  });

  it('reading Poisoner A2: after the antidote he may poison again', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    g.ok('Poi', 'antidote', ['Red1']);
    g.night(2);
    expect(g.act('Poi', 'poison', ['Red2']).ok).toBe(true);
  });

  it('contract §7: only the poisoner poisons; the antidote only for his poisoned victim', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Maf1', 'poison', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.morning();
    expect(g.act('Poi', 'antidote', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'not-poisoned' } });
  });

  it('BOD-4, INF-7: poison is no attack: the victim who survives it is not told of an attempt', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.night(2);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(pms(g, 'Red1', 'pm.attempt')).toHaveLength(0);
  });

  it('r.10: two targets only in the extended format after a broken move; of the two the red dies, the black is spared', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Poi', 'poison', ['Red1', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    const x = new Game([...TABLE, ['Red3', 'citizen'], ['Red4', 'citizen']], { format: 'extended' });
    x.night(1);
    expect(x.act('Poi', 'poison', ['Red1', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    x.ok('Blo', 'block', ['Poi'], { mode: 'arrest' });
    x.ok('Poi', 'poison', ['Red1']);
    x.night(2);
    x.ok('Poi', 'poison', ['Maf1', 'Red2']);
    x.ok('Man', 'shoot', ['Inv']);
    x.night(3);
    expect(statuses(x, 'Maf1')).toContain('poisoned');
    x.morning();
    expect(x.alive('Red2')).toBe(false);
    expect(x.alive('Maf1')).toBe(true);
    expect(statuses(x, 'Maf1')).not.toContain('poisoned');
  });

  it('reading Poisoner A5: of two red victims the first named dies', () => {
    const x = new Game([...TABLE, ['Red3', 'citizen'], ['Red4', 'citizen']], { format: 'extended' });
    x.night(1);
    x.ok('Blo', 'block', ['Poi'], { mode: 'arrest' });
    x.ok('Poi', 'poison', ['Red1']);
    x.night(2);
    x.ok('Poi', 'poison', ['Red3', 'Red2']);
    x.ok('Man', 'shoot', ['Inv']);
    x.night(3);
    x.morning();
    expect(x.alive('Red3')).toBe(false);
    expect(x.alive('Red2')).toBe(true);
  });

  it.each([
    { name: 'the prostitute\'s client', take: 'Red1' },
    { name: 'himself at the prostitute\'s', take: 'Poi' },
  ])('r.4: the poisoning fails on $name, with a PM', ({ take }) => {
    const g = new Game(TABLE.map(([name, role, negative]) => (name === 'Red2' ? ['Pro', 'prostitute'] : [name, role, negative])));
    g.night(1);
    g.ok('Pro', 'take', [take]);
    g.ok('Poi', 'poison', ['Red1']);
    g.morning();
    expect(statuses(g, 'Red1')).not.toContain('poisoned');
    expect(pms(g, 'Poi', 'pm.move-failed')).toHaveLength(1);
  });
});
