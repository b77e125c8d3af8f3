/** Endpoints of the coach workspace (issue 6): filled in by its coach-account work. */
export {};
