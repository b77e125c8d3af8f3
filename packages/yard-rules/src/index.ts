/**
 * The subject-two yard's rules, shared by the web app (which draws the yard and judges a drive as it
 * happens) and the API (which replays a submitted drive and keeps the verdict it computes): the items'
 * lines from the field's measurements, the car as a deterministic model, and the examiner's marking.
 */

export * from './coached';
export * from './drive';
export * from './follow-path';
export * from './geometry';
export * from './hill-start';
export * from './judge-item';
export * from './marking';
export * from './parallel-parking';
export * from './reverse-parking';
export * from './road-items';
export * from './shapes';
export * from './verdict';
