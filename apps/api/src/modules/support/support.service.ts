import { createHash } from 'node:crypto';
import type { DocKey, Lang } from '@xueche/contract';
import type { Db } from '../../db/client';
import { cleanBody } from '../articles';
import { defaultDocuments, type LocalText, readSettings, StoredDocument } from '../settings';

/** Settings are operators' JSON: anything but a string counts as not set. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Operator text in `lang`: the one text, or that language's, or Chinese when it has none. */
export function localText(value: LocalText, lang: Lang): string {
  if (value && typeof value === 'object') return text(value[lang]) || text(value.zh);
  return text(value);
}

/** A phone number as written, and what to dial; none unless it has at least 5 digits (95xxx hotlines). */
export function dialable(value: unknown): { display: string; tel: string } | null {
  const display = text(value);
  const digits = display.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 20) return null;
  return { display, tel: display.startsWith('+') ? `+${digits}` : digits };
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/;

export interface SupportInfo {
  phone: { display: string; tel: string } | null;
  hours: string | null;
  email: string | null;
  gzh: { name: string; qr: string } | null;
}

/** The ways to reach customer service that are set; the others are null and not shown. */
export async function supportInfo(db: Db, lang: Lang): Promise<SupportInfo> {
  const s = await readSettings(db, ['support.phone', 'support.hours', 'support.email', 'gzh.name', 'gzh.qr']);
  const email = text(s['support.email']);
  const gzh = { name: text(s['gzh.name']), qr: text(s['gzh.qr']) };
  return {
    phone: dialable(s['support.phone']),
    hours: localText(s['support.hours'], lang) || null,
    email: EMAIL.test(email) ? email : null,
    gzh: gzh.name || gzh.qr ? gzh : null,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The documents' `{contact}`: the phone (with hours) and email that are set, and where the app lists them. */
export function contactLine(info: SupportInfo, lang: Lang): string {
  const zh = lang === 'zh';
  const ways: string[] = [];
  if (info.phone) {
    const hours = info.hours ? (zh ? `（${info.hours}）` : ` (${info.hours})`) : '';
    ways.push(zh ? `客服电话 ${info.phone.display}${hours}` : `phone ${info.phone.display}${hours}`);
  }
  if (info.email) ways.push(zh ? `电子邮箱 ${info.email}` : `email ${info.email}`);
  const page = zh ? '本应用个人中心里的“联系客服”页面' : 'the "Customer service" page in your personal centre';
  if (ways.length === 0) return page;
  return zh ? `${ways.join('，')}，或${page}` : `${ways.join(', ')}, or ${page}`;
}

/** An operator's document when it has the expected shape; otherwise the one this install started with. */
function storedOrDefault(key: DocKey, value: unknown): StoredDocument {
  const parsed = StoredDocument.safeParse(value);
  return parsed.success ? parsed.data : defaultDocuments[key];
}

/**
 * The privacy policy or the user terms in `lang` (Chinese when there is no such version), with the
 * customer-service contacts filled in, sanitised like every rich text the API serves.
 */
export async function appDocument(db: Db, key: DocKey, lang: Lang) {
  const settingKey = key === 'privacy' ? 'doc.privacy' : 'doc.terms';
  const doc = storedOrDefault(key, (await readSettings(db, [settingKey]))[settingKey]);
  const shown: Lang = lang === 'en' && doc.en ? 'en' : 'zh';
  const version = (shown === 'en' && doc.en) || doc.zh;
  // The contacts in the document's language, hours included.
  const contact = contactLine(await supportInfo(db, shown), shown);
  const html = version.body.replaceAll('{contact}', escapeHtml(contact));
  const digest = createHash('sha1').update(html).digest('base64url');
  return {
    key,
    title: version.title,
    body: cleanBody(`doc:${key}:${digest}`, html),
    updated: doc.updated,
    lang: shown,
  };
}
