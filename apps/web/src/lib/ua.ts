/** Browser facts, kept apart from the WeChat bridge so the first load does not carry the bridge. */
export const isWeChat = (ua = navigator.userAgent) => /MicroMessenger/i.test(ua);
export const isIOS = (ua = navigator.userAgent) => /iPhone|iPad|iPod/i.test(ua);

let entryUrl = '';

/** Call once at boot: iOS WeChat checks the JS-SDK signature against the first URL the page loaded. */
export function recordEntryUrl(url = window.location.href): void {
  entryUrl = url;
}

export const getEntryUrl = () => entryUrl;
