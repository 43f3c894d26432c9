import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Law', 'lawyer'] : row));

describe('Lawyer (L28)', () => {
  it('LAW-1, LAW-2: a check like the commissar\'s, by PM only: no public line, no copy for the investigator (INV-1)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Law')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
    expect(g.results('Inv').filter((r) => r['kind'] === 'copied-check')).toEqual([]);
    // Only the commissar's own (skipped) check has a public line.
    expect(g.public('morning.commissar')).toEqual([{ outcome: 'failed' }]);
  });

  it('COM-5: the commissar checking the lawyer\'s target gets "information not provided"; the lawyer still learns the colour', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Red2']);
    g.ok('Com', 'check', ['Red2']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
    expect(g.results('Law')).toContainEqual({ kind: 'check', target: 'Red2', colour: 'red' });
  });

  it('LAW-3, LAW-5: protection needs a red check and never covers himself', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Red2']);
    g.morning();
    expect(g.act('Law', 'legal-protection', ['Law'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(g.act('Law', 'legal-protection', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-red-check' } });
    g.ok('Law', 'legal-protection', ['Red2']);
  });

  it('LAW-6: his ballot on a player he checked black counts one more', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Maf1']);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Law: 'Maf1', Doc: 'Maf1', Maf1: 'Doc', Maf2: 'Doc' });
    g.closeStep();
    expect(g.dead()).toContain('Maf1');
  });

  it('LAW-6, LAW A2: a black priest\'s barrier (PRI-9: 3) takes the others\' ballots, not the Lawyer\'s 1 + 1', () => {
    const g = new Game(TABLE.map((row): [string, string, string?] => (row[0] === 'Blk' ? ['Bpri', 'priest', 'none'] : row)));
    g.night(1);
    g.ok('Law', 'check', ['Bpri']);
    g.morning();
    expect(g.results('Law')).toContainEqual({ kind: 'check', target: 'Bpri', colour: 'black' });
    g.to('lynch');
    // Doc and Com (1 + 1) are eaten by the barrier 3; the Lawyer's 2 stand: Bpri 2 against Doc 1.
    g.votes('lynch', { Law: 'Bpri', Doc: 'Bpri', Com: 'Bpri', Bpri: 'Doc' });
    g.closeStep();
    expect(g.dead()).toContain('Bpri');
  });
});
