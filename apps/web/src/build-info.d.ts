/** This build's commit and date, set by vite.config.ts (`define`) for '/about'; not defined in unit tests. */
declare const __XUECHE_BUILD__: { commit: string; date: string };
