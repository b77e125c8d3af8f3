/** The database schema, one file per product area; drizzle-kit and the app read it through here. */
export * from './schema/atlas';
export * from './schema/coach';
export * from './schema/commerce';
export * from './schema/content';
export * from './schema/core';
export * from './schema/exam';
export * from './schema/lesson-media';
export * from './schema/light';
export * from './schema/operators';
export * from './schema/pin';
export * from './schema/site';
export * from './schema/train';
export * from './schema/wish';
