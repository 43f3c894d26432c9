// A trace is stored as it is in notices and pending resolutions (kernel `Json`), so it must be plain
// JSON: typed as `TraceValue` without a cast, and unchanged by a JSON round trip.
import { describe, expect, it } from 'vitest';
import { resolveReasonable, type TraceValue } from '../src';
import { busDriver, doctor, night, roleblocker, vigilante } from './night';

describe('a trace', () => {
  it('is a JSON value that survives a JSON round trip', () => {
    const input = night([busDriver('X', 'A', 'B'), roleblocker('R', 'D'), doctor('D', 'B'), vigilante('V', 'A')]);
    const trace: TraceValue = resolveReasonable(input).trace;
    expect(Array.isArray(trace) && trace.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  });
});
