/**
 * Waits before each re-check of an order that came back from payment still unpaid: growing gaps,
 * about 10 s in all, long enough for WeChat Pay's usual delay without leaving the person hanging.
 */
export const CONFIRM_DELAYS_MS: readonly number[] = [1000, 1500, 2000, 2500, 3000];
