import type { Control, Expectation, LightState } from './judge';

/**
 * The controls that do what an expectation asks, from the lights as they are: what the exercise screen
 * explains after an answer, and how a test operates the dashboard like a candidate who knows the rules.
 */
export function operationsFor(start: LightState, expectation: Expectation): Control[] {
  const { final } = expectation;
  const ops: Control[] = [];
  let high = start.high;
  // Alternations happen on low beam: get there first (overtaking signals left before it).
  if (expectation.alternations) {
    if (start.headlight !== 'low') ops.push('headlight:low');
    if (high) {
      ops.push('high');
      high = false;
    }
    if (expectation.leftIndicatorFirst && start.indicator !== 'left') ops.push('indicator:left');
    for (let i = 0; i < expectation.alternations; i++) ops.push('flash');
  }
  const indicatorNow = expectation.leftIndicatorFirst ? 'left' : start.indicator;
  const headlightNow = expectation.alternations ? 'low' : start.headlight;
  if (final.headlight !== headlightNow) {
    ops.push(`headlight:${final.headlight}`);
    if (final.headlight !== 'low') high = false;
  }
  if (final.high !== high) ops.push('high');
  if (final.indicator !== indicatorNow) ops.push(`indicator:${final.indicator}`);
  if (final.hazard !== start.hazard) ops.push('hazard');
  if (final.fogFront !== start.fogFront) ops.push('fog:front');
  if (final.fogRear !== start.fogRear) ops.push('fog:rear');
  return ops;
}
