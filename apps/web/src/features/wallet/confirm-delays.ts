/**
 * Back from accepting a transfer, how long to wait before each new look at it (the server asks WeChat
 * Pay each time): growing gaps, about nine seconds in all, then the page says it is still on its way.
 */
export const CONFIRM_DELAYS_MS = [600, 900, 1200, 1500, 2000, 2500];
