import type { ExamField, LightItemResult, LightSetView, Notice, UserInfo } from '@xueche/contract';

/**
 * Every client-side key the original app kept (docs/product.md#session-and-what-the-phone-keeps), plus the few this app
 * adds (marked).
 */
export const KEYS = {
  loginStatus: 'Login-Status',
  accessToken: 'Access-Token',
  userInfo: 'User-Info',
  bookItems: 'Book-Items',
  editStatus: 'Edit-Status',
  keType: 'keType',
  likeStatus: 'Like-Status',
  commentStatus: 'Comment-Status',
  loginCount: 'Login-Count',
  hashId: 'hash_id',
  followCount: 'FollowCount',
  followCheckBox: 'FollowCheckBox',
  fieldInfo: 'Field-Info',
  commentItems: 'Comment-Items',
  userDid: 'User-Did',
  lightingInfo: 'lightingInfo',
  noticeId: 'Notice-Id',
  noticeData: 'Notice-Data',
  videoHistory: 'Video-History',
  voiceLibNew: 'Voice-Lib-New',
  coachRegState: 'Coach-RegState',
  coachRegImgList: 'Coach-Reg-ImgList',
  cityFieldKey: 'CITYFIELDKEY',
  /** Added: the chosen language, known before login. */
  lang: 'Lang',
  /** Added: lighting results of the webview screens, kept on the device only. */
  lightDeviceResults: 'Light-Device-Results',
  /** Added: how the student works the lighting exam's controls (the drawn stalk or the buttons). */
  lightControls: 'Light-Controls',
} as const;

export type LoginStatus = 0 | 1 | 2;

/** What each key holds. Keys owned by later features keep `unknown` until they define them. */
export interface StoredValues {
  loginStatus: LoginStatus;
  accessToken: string;
  userInfo: UserInfo;
  bookItems: Record<string, unknown>;
  editStatus: unknown;
  keType: 1 | 4;
  likeStatus: Record<string, unknown>;
  commentStatus: Record<string, unknown>;
  loginCount: number;
  hashId: string;
  followCount: number;
  followCheckBox: boolean;
  fieldInfo: ExamField;
  commentItems: Record<string, unknown>;
  userDid: string;
  /** The lighting instruction set last fetched (`v1/light/answer`). */
  lightingInfo: LightSetView;
  /** The notice the student dismissed: it stays away. */
  noticeId: number;
  /** The notice the server gave last (or null), shown at once on the next visit while it is asked again. */
  noticeData: Notice | null;
  /** Where each lesson's video was left: lesson id → seconds and when (epoch ms); the 50 most recent. */
  videoHistory: Record<string, { t: number; at: number }>;
  /** The voice library of the stored set: a changed set has a new one, and the stored set is replaced. */
  voiceLibNew: string;
  coachRegState: boolean;
  coachRegImgList: { url: string }[];
  cityFieldKey: unknown;
  lang: 'zh' | 'en';
  lightDeviceResults: LightDeviceResult[];
  lightControls: 'stalk' | 'buttons';
}

/** A webview lighting attempt judged on the device (nothing is sent without login). */
export interface LightDeviceResult {
  at: number;
  field_id: number | null;
  mode: 'exam' | 'exercise';
  passed: boolean;
  items: LightItemResult[];
}

export type StorageKey = keyof typeof KEYS;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const LOGIN_STATUS_TTL_MS = 7 * DAY_MS;

interface Box<T> {
  v: T;
  /** Expiry time in ms since the epoch. */
  e?: number;
}

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode in some browsers)
  }
}

export function read<K extends StorageKey>(key: K, now = Date.now()): StoredValues[K] | undefined {
  const raw = backend()?.getItem(KEYS[key]);
  if (raw == null) return undefined;
  try {
    const box = JSON.parse(raw) as Box<StoredValues[K]>;
    if (typeof box !== 'object' || box === null || !('v' in box)) return undefined;
    if (box.e !== undefined && box.e <= now) {
      remove(key);
      return undefined;
    }
    return box.v;
  } catch {
    return undefined;
  }
}

export function write<K extends StorageKey>(
  key: K,
  value: StoredValues[K],
  opts: { ttlMs?: number; now?: number } = {},
): void {
  const box: Box<StoredValues[K]> = { v: value };
  if (opts.ttlMs !== undefined) box.e = (opts.now ?? Date.now()) + opts.ttlMs;
  try {
    backend()?.setItem(KEYS[key], JSON.stringify(box));
  } catch {
    // quota or disabled storage: the app keeps working for this page view
  }
}

export function remove(key: StorageKey): void {
  backend()?.removeItem(KEYS[key]);
}

/** Login-Status always carries its 7-day expiry (docs/product.md#signing-in). */
export function writeLoginStatus(status: LoginStatus, now = Date.now()): void {
  write('loginStatus', status, { ttlMs: LOGIN_STATUS_TTL_MS, now });
}

export function readLoginStatus(now = Date.now()): LoginStatus {
  const status = read('loginStatus', now);
  return status === 1 || status === 2 ? status : 0;
}

/**
 * Per-tab items (sessionStorage): the OAuth state survives the WeChat round trip in the same tab only;
 * "later" on the coach invitation holds for this visit, through a payment page and back.
 */
export const SESSION_KEYS = { loginState: 'Login-State', coachInviteLater: 'Coach-Invite-Later' } as const;

function sessionBackend(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSession(key: keyof typeof SESSION_KEYS): string | undefined {
  return sessionBackend()?.getItem(SESSION_KEYS[key]) ?? undefined;
}

export function writeSession(key: keyof typeof SESSION_KEYS, value: string): void {
  sessionBackend()?.setItem(SESSION_KEYS[key], value);
}

export function removeSession(key: keyof typeof SESSION_KEYS): void {
  sessionBackend()?.removeItem(SESSION_KEYS[key]);
}
