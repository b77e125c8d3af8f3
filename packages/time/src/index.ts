/** Dates and times as China counts them, shared by the API, the web app and the operator console. */
export * from './china-time';
