// Every worked example of seed 001, method 2 (Reasonable Action Resolution), with the stated outcome.
import { describe, expect, it } from 'vitest';
import { explain, resolveReasonable } from '../src';
import {
  busDriver, cop, deaths, doctor, effectsOf, factionKill, gunOwner, jailkeeper, night,
  recruiter, redirector, roleblocker, tracker, vigilante,
} from './night';

describe('seed 001, RAR worked examples', () => {
  it('a vigilante shoots A: A dies', () => {
    const r = resolveReasonable(night([vigilante('V', 'A')]));
    expect(deaths(r)).toEqual(['A']);
    expect(r.trace[0]).toMatchObject({
      effect: { kind: 'kill', target: 'A' },
      outcome: 'happens',
      reasons: [{ stance: 'for', key: 'kill', action: 'vigilante-V', actor: 'V', holds: true, counteredBy: [] }],
    });
  });

  it('a cop investigates A: the cop gets a result', () => {
    const r = resolveReasonable(night([cop('C', 'A')]));
    expect(effectsOf(r, 'investigate')).toEqual([
      { kind: 'investigate', action: 'cop-C', actor: 'C', ability: 'cop', target: 'A' },
    ]);
  });

  it('a doctor protects A and a vigilante shoots A: A lives', () => {
    const r = resolveReasonable(night([doctor('B', 'A'), vigilante('V', 'A')]));
    expect(deaths(r)).toEqual([]);
    expect(r.prevented).toEqual([
      {
        effect: { kind: 'kill', target: 'A' },
        why: [{ key: 'protect', action: 'doctor-B', actor: 'B', ability: 'doctor', component: 'protect' }],
      },
    ]);
  });

  it('the doctor is roleblocked: A dies', () => {
    const r = resolveReasonable(night([doctor('B', 'A'), vigilante('V', 'A'), roleblocker('C', 'B')]));
    expect(deaths(r)).toEqual(['A']);
    expect(r.trace[0]?.reasons[0]).toMatchObject({
      stance: 'for',
      key: 'kill',
      holds: true,
      counteredBy: [
        { stance: 'against', key: 'protect', actor: 'B', holds: false, counteredBy: [{ stance: 'for', key: 'block', actor: 'C', holds: true }] },
      ],
    });
  });

  it('the roleblocker of the doctor is roleblocked: A lives', () => {
    const r = resolveReasonable(
      night([doctor('B', 'A'), vigilante('V', 'A'), roleblocker('C', 'B'), roleblocker('D', 'C')]),
    );
    expect(deaths(r)).toEqual([]);
  });

  it('a jailkeeper also protects A while the doctor is blocked: A lives', () => {
    const r = resolveReasonable(
      night([doctor('B', 'A'), vigilante('V', 'A'), jailkeeper('J', 'A'), roleblocker('C', 'B')]),
    );
    expect(deaths(r)).toEqual([]);
  });

  it('a tracker tracks the vigilante B: sees B visit A', () => {
    const r = resolveReasonable(night([vigilante('B', 'A'), tracker('C', 'B')]));
    expect(effectsOf(r, 'track')).toEqual([
      { kind: 'track', action: 'tracker-C', actor: 'C', ability: 'tracker', target: 'B', visited: ['A'] },
    ]);
  });

  it('the tracker is roleblocked: no result', () => {
    const r = resolveReasonable(night([vigilante('B', 'A'), tracker('C', 'B'), roleblocker('R', 'C')]));
    expect(effectsOf(r, 'track')).toEqual([]);
    expect(r.prevented.map((p) => p.effect.kind)).toContain('track');
  });

  it('the tracked player is roleblocked: the tracker sees B go nowhere', () => {
    const r = resolveReasonable(night([vigilante('B', 'A'), tracker('C', 'B'), roleblocker('R', 'B')]));
    expect(effectsOf(r, 'track')).toEqual([
      { kind: 'track', action: 'tracker-C', actor: 'C', ability: 'tracker', target: 'B', visited: [] },
    ]);
    expect(deaths(r)).toEqual([]);
  });

  it('a redirector redirects the vigilante B onto C: C dies, A lives', () => {
    const r = resolveReasonable(night([vigilante('B', 'A'), redirector('R', 'B', 'C')]));
    expect(deaths(r)).toEqual(['C']);
    const onC = r.trace.find((t) => t.effect.kind === 'kill' && t.effect.target === 'C');
    expect(onC?.reasons[0]).toMatchObject({
      key: 'kill',
      at: 'C',
      path: [{ action: 'redirector-R', from: 'A', to: 'C' }],
      parts: [
        { action: 'vigilante-B', component: 'kill' },
        { action: 'redirector-R', component: 'redirect' },
      ],
    });
  });

  it('a cop investigates a paranoid gun owner: the cop dies (and still gets the result)', () => {
    const r = resolveReasonable(night([cop('A', 'B'), gunOwner('B')]));
    expect(deaths(r)).toEqual(['A']);
    expect(effectsOf(r, 'kill')[0]?.by).toEqual([
      { action: 'paranoid-gun-owner-B', actor: 'B', ability: 'paranoid-gun-owner', triggeredBy: 'cop-A' },
    ]);
    expect(effectsOf(r, 'investigate')).toHaveLength(1);
  });

  it('a doctor protects the cop who visits the gun owner: the cop lives', () => {
    const r = resolveReasonable(night([cop('A', 'B'), gunOwner('B'), doctor('D', 'A')]));
    expect(deaths(r)).toEqual([]);
  });

  it('blocking the cop who would visit the gun owner also saves the cop', () => {
    const r = resolveReasonable(night([cop('A', 'B'), gunOwner('B'), roleblocker('R', 'A')]));
    expect(deaths(r)).toEqual([]);
  });

  it('vigilante shoots B, bus drivers swap A<->B and B<->C: B dies, A and C live', () => {
    const r = resolveReasonable(night([vigilante('V', 'B'), busDriver('X', 'A', 'B'), busDriver('Y', 'B', 'C')]));
    expect(deaths(r)).toEqual(['B']);
  });

  it('vigilante shoots A, bus drivers swap A<->B and B<->C: the kill travels A->B->C, C dies', () => {
    const r = resolveReasonable(night([vigilante('V', 'A'), busDriver('X', 'A', 'B'), busDriver('Y', 'B', 'C')]));
    expect(deaths(r)).toEqual(['C']);
    const onC = r.trace.find((t) => t.effect.kind === 'kill' && t.effect.target === 'C');
    expect(onC?.reasons[0]?.path).toEqual([
      { action: 'bus-driver-X', from: 'A', to: 'B' },
      { action: 'bus-driver-Y', from: 'B', to: 'C' },
    ]);
  });

  it('the roleblocker/jailkeeper loop: A dies (rule 4)', () => {
    const r = resolveReasonable(night([vigilante('V', 'A'), roleblocker('A', 'B'), jailkeeper('B', 'A')]));
    expect(deaths(r)).toEqual(['A']);
    expect(r.trace[0]?.reasons[0]).toMatchObject({
      stance: 'for', key: 'kill', holds: true,
      counteredBy: [{
        stance: 'against', key: 'protect', action: 'jailkeeper-B', holds: false,
        counteredBy: [{
          stance: 'for', key: 'block', action: 'roleblocker-A', holds: true,
          counteredBy: [{ stance: 'against', key: 'block', action: 'jailkeeper-B', ruledOut: 'already-in-chain' }],
        }],
      }],
    });
  });

  it('a mafia roleblocker shoots and blocks A, who jails him: A dies', () => {
    // The factional kill and the roleblock are two actions (seed: "with the Mafia factional kill",
    // "with the Roleblocker action").
    const r = resolveReasonable(night([factionKill('B', 'A'), roleblocker('B', 'A'), jailkeeper('A', 'B')]));
    expect(deaths(r)).toEqual(['A']);
  });

  it('a recruit that fails on players who die that night fails on a killed player', () => {
    const r = resolveReasonable(night([recruiter('R', 'A'), vigilante('V', 'A')]));
    expect(deaths(r)).toEqual(['A']);
    expect(effectsOf(r, 'recruit')).toEqual([]);
  });

  it('killed, protected and recruited in one night: the player lives and is recruited', () => {
    const r = resolveReasonable(night([recruiter('R', 'A'), vigilante('V', 'A'), doctor('D', 'A')]));
    expect(deaths(r)).toEqual([]);
    expect(effectsOf(r, 'recruit').map((e) => e.target)).toEqual(['A']);
  });

  it('killing a player does not stop their action that night', () => {
    const r = resolveReasonable(night([vigilante('V', 'C'), cop('C', 'A')]));
    expect(deaths(r)).toEqual(['C']);
    expect(effectsOf(r, 'investigate').map((e) => e.actor)).toEqual(['C']);
  });

  it('explain renders the roleblocker/jailkeeper loop like the seed\'s bullet list', () => {
    const r = resolveReasonable(night([vigilante('V', 'A'), roleblocker('A', 'B'), jailkeeper('B', 'A')]));
    expect(explain(r.trace.filter((t) => t.effect.kind === 'kill'))).toBe(
      [
        'kill A: happens',
        '  + kill vigilante-V by V [vigilante] at A',
        '    - protect jailkeeper-B by B [jailkeeper] at A (countered)',
        '      + block roleblocker-A by A [roleblocker] at B',
        '        - block jailkeeper-B by B [jailkeeper] at A (ruled out: already in chain)',
      ].join('\n'),
    );
  });

  it('explain renders the reason tree', () => {
    const r = resolveReasonable(night([doctor('B', 'A'), vigilante('V', 'A'), roleblocker('C', 'B')]));
    expect(explain(r.trace.filter((t) => t.effect.kind === 'kill'), { A: 'Alice' })).toBe(
      [
        'kill Alice: happens',
        '  + kill vigilante-V by V [vigilante] at Alice',
        '    - protect doctor-B by B [doctor] at Alice (countered)',
        '      + block roleblocker-C by C [roleblocker] at B',
      ].join('\n'),
    );
  });
});
