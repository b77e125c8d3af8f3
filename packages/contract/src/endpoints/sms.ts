/** Endpoints of the coach workspace (issue 6): filled in by its sms work. */
export {};
