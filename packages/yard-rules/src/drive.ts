import type { Car } from './geometry';
import type { Place } from './shapes';
import { cos, sin } from './trig';

/**
 * The car as the yard's training car drives: a kinematic model (the rear axle follows the heading, the
 * front wheels set the curvature) stepped at a fixed 20 Hz, so that the same input log gives the same drive
 * to the last bit on every device and on the server (docs/yard-driving.md).
 */
export const TICKS_PER_SECOND = 20;
const DT = 1 / TICKS_PER_SECOND;

export type Gear = 'D' | 'N' | 'R';
export type Pedal = 'brake' | 'idle' | 'gas';
export type Indicator = 'off' | 'left' | 'right';

/** What the student's hands and feet are doing. `wheel` is the steering in percent of full lock, + to the left. */
export interface Controls {
  wheel: number;
  pedal: Pedal;
  gear: Gear;
  handbrake: boolean;
  indicator: Indicator;
}

/** A change of controls from a tick on: the input log is a list of these, in tick order. */
export interface InputEvent extends Partial<Controls> {
  t: number;
}

/** The car at one tick. `speed` is signed: + forwards. `steer` is the front wheels' position, −1…1 of lock. */
export interface Sample extends Place {
  t: number;
  speed: number;
  steer: number;
  gear: Gear;
  indicator: Indicator;
}

/** The yard's slope under the car: the rise per metre along the way it faces (0.1 up a 10 % hill). */
export type Ground = (place: Place) => number;

const flat: Ground = () => 0;

// What a training car does in the yard, close enough to teach: creeping at idle, slowly with gas, and
// brakes that stop it within half a metre. The steering wheel goes lock to lock in about 1.3 s.
const CREEP = 0.75;
const GAS_FORWARD = 2.5;
const GAS_REVERSE = 1.5;
const DRIVE_ACCEL = 1.2;
const BRAKE_DECEL = 5;
const HANDBRAKE_DECEL = 6;
const ROLL_DECEL = 0.4;
const GRAVITY = 9.8;
const STEER_RATE = 1.5;
/** Below this the car counts as standing still. */
export const STILL = 0.005;

/** The longest drive the server replays: 20 minutes. */
export const MAX_TICKS = 20 * 60 * TICKS_PER_SECOND;

export const startControls: Controls = { wheel: 0, pedal: 'brake', gear: 'N', handbrake: false, indicator: 'off' };

const toward = (value: number, target: number, step: number) =>
  value < target ? Math.min(target, value + step) : Math.max(target, value - step);

/** One tick of the car under its controls. */
export function step(car: Car, s: Sample, c: Controls, ground: Ground): Sample {
  const steer = toward(s.steer, Math.max(-1, Math.min(1, c.wheel / 100)), STEER_RATE * DT);
  // Gravity along the car: a car facing up a 10 % hill is pulled back at about 1 m/s².
  const pull = -GRAVITY * ground(s) * DT;
  let speed = s.speed;
  if (c.handbrake) speed = toward(speed + pull, 0, HANDBRAKE_DECEL * DT + Math.abs(pull));
  else if (c.pedal === 'brake') speed = toward(speed + pull, 0, BRAKE_DECEL * DT + Math.abs(pull));
  else if (c.gear === 'N') speed = toward(speed + pull, 0, ROLL_DECEL * DT);
  else {
    const target =
      c.gear === 'D' ? (c.pedal === 'gas' ? GAS_FORWARD : CREEP) : -(c.pedal === 'gas' ? GAS_REVERSE : CREEP);
    speed = toward(speed, target, DRIVE_ACCEL * DT) + pull;
  }
  if (Math.abs(speed) < STILL && (c.pedal === 'brake' || c.handbrake)) speed = 0;
  const heading = s.heading + ((speed * steer) / car.turning) * DT;
  return {
    t: s.t + 1,
    x: s.x + speed * cos(s.heading) * DT,
    y: s.y + speed * sin(s.heading) * DT,
    heading,
    speed,
    steer,
    gear: c.gear,
    indicator: c.indicator,
  };
}

/** Replays an input log from a start place: one sample per tick, the start first, until `ticks`. */
export function drive(car: Car, start: Place, events: InputEvent[], ticks: number, ground: Ground = flat): Sample[] {
  const end = Math.min(ticks, MAX_TICKS);
  let controls: Controls = { ...startControls };
  let sample: Sample = { ...start, t: 0, speed: 0, steer: 0, gear: controls.gear, indicator: controls.indicator };
  const out: Sample[] = [sample];
  let next = 0;
  for (let t = 0; t < end; t++) {
    while (next < events.length && (events[next] as InputEvent).t <= t) {
      const { t: _at, ...change } = events[next] as InputEvent;
      controls = { ...controls, ...change };
      next++;
    }
    sample = step(car, sample, controls, ground);
    out.push(sample);
  }
  return out;
}
