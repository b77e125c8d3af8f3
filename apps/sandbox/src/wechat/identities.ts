import { rename } from 'node:fs/promises';
import { readJsonFile, writeJsonFile } from '../lib/json-file';
import { newOpenid } from '../lib/random';
import { avatarFor, isAvatarName } from './avatar';

export type UserType = 1 | 2;

/** A test WeChat user: who the authorise page logs in as. */
export interface Identity {
  openid: string;
  nickname: string;
  avatar: string;
  /** 1 student, 2 coach: reported by the sandbox's sns/userinfo as `sandbox_user_type`. */
  userType: UserType;
  /** Follows the official account (cgi-bin/user/info answers subscribe 1). */
  subscribe: boolean;
  /** Unix seconds of the latest follow; 0 when never followed. */
  subscribeTime: number;
  createdAt: number;
}

export interface IdentityPatch {
  nickname?: string;
  avatar?: string;
  userType?: UserType;
  subscribe?: boolean;
}

interface StoredFile {
  version: 1;
  identities: Identity[];
}

/** Stable openids, so people and scripts can rely on the seeded identities. */
export const defaultIdentities = [
  { openid: 'o5bxStudentXiaoMing000000001', nickname: '小明（学员）', userType: 1, subscribe: false },
  { openid: 'o5bxCoachWang000000000000002', nickname: '王教练', userType: 2, subscribe: false },
  { openid: 'o5bxStudentXiaoHong000000003', nickname: '小红（学员·已关注）', userType: 1, subscribe: true },
] as const satisfies readonly (IdentityPatch & { openid: string })[];

const isUserType = (v: unknown): v is UserType => v === 1 || v === 2;

function isIdentity(v: unknown): v is Identity {
  const i = v as Identity;
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.openid === 'string' &&
    typeof i.nickname === 'string' &&
    typeof i.avatar === 'string' &&
    isUserType(i.userType) &&
    typeof i.subscribe === 'boolean' &&
    typeof i.subscribeTime === 'number' &&
    typeof i.createdAt === 'number'
  );
}

/** Test identities, kept in `sandbox-wechat.json` and rewritten (atomically) on every change. */
export class IdentityStore {
  private readonly byOpenid = new Map<string, Identity>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly now: () => number,
  ) {}

  /** Loads the file, or seeds the default identities when there is none. A damaged file is set aside. */
  static async open(file: string, now: () => number, warn: (message: string) => void): Promise<IdentityStore> {
    const store = new IdentityStore(file, now);
    let data: unknown;
    try {
      data = await readJsonFile(file);
    } catch (error) {
      const aside = `${file}.damaged-${now()}`;
      await rename(file, aside);
      warn(`sandbox: ${file} could not be read (${(error as Error).message}); moved to ${aside}, starting afresh`);
    }
    const identities = (data as StoredFile | undefined)?.identities;
    if (Array.isArray(identities)) {
      for (const identity of identities.filter(isIdentity)) store.byOpenid.set(identity.openid, identity);
    } else {
      for (const seed of defaultIdentities) store.put(seed.openid, seed);
      await store.save();
    }
    return store;
  }

  list(): Identity[] {
    return [...this.byOpenid.values()];
  }

  get(openid: string): Identity | undefined {
    return this.byOpenid.get(openid);
  }

  /** A new identity with a WeChat-like openid. */
  async create(patch: IdentityPatch): Promise<Identity> {
    let openid = newOpenid();
    while (this.byOpenid.has(openid)) openid = newOpenid();
    const identity = this.put(openid, patch);
    await this.save();
    return identity;
  }

  /** Creates the identity with exactly this openid, or updates the fields given. */
  async upsert(openid: string, patch: IdentityPatch): Promise<Identity> {
    const identity = this.put(openid, patch);
    await this.save();
    return identity;
  }

  private put(openid: string, patch: IdentityPatch): Identity {
    const nowSeconds = Math.floor(this.now() / 1000);
    const existing = this.byOpenid.get(openid);
    const nickname = patch.nickname?.trim() || existing?.nickname || `测试用户${openid.slice(-4)}`;
    const subscribe = patch.subscribe ?? existing?.subscribe ?? false;
    const identity: Identity = {
      openid,
      nickname,
      avatar:
        patch.avatar && isAvatarName(patch.avatar)
          ? patch.avatar
          : patch.nickname && existing?.nickname !== nickname
            ? avatarFor(nickname, openid)
            : (existing?.avatar ?? avatarFor(nickname, openid)),
      userType: patch.userType ?? existing?.userType ?? 1,
      subscribe,
      subscribeTime: subscribe && !existing?.subscribe ? nowSeconds : (existing?.subscribeTime ?? 0),
      createdAt: existing?.createdAt ?? this.now(),
    };
    this.byOpenid.set(openid, identity);
    return identity;
  }

  /** Writes are chained so two quick changes cannot race each other's rename. */
  private save(): Promise<void> {
    const snapshot: StoredFile = { version: 1, identities: this.list() };
    const next = this.writing.then(() => writeJsonFile(this.file, snapshot));
    this.writing = next.catch(() => undefined);
    return next;
  }
}
