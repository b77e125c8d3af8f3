/** Generated avatars: a coloured circle with one character. The name encodes both: `c<colour>-<hex code point>`. */
const palette = ['#07c160', '#10aeff', '#fa9d3b', '#8a6cf1', '#fa5151', '#1aad19', '#576b95', '#e36f9b'] as const;

const namePattern = /^c([0-7])-([0-9a-f]{2,5})$/;

export function avatarName(colour: number, char: string): string {
  const index = ((colour % palette.length) + palette.length) % palette.length;
  const codePoint = char.codePointAt(0) ?? 0x5b66;
  return `c${index}-${codePoint.toString(16)}`;
}

/** An avatar from a nickname's first character, its colour picked from the text so it stays put. */
export function avatarFor(nickname: string, seed = nickname): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const first = [...nickname.trim()][0] ?? '学';
  return avatarName(hash, first);
}

/** The choices offered when creating an identity on the authorise page. */
export const avatarChoices: readonly string[] = ['学', '车', '驾', '考', '星', '福'].map((char, i) =>
  avatarName(i, char),
);

export function isAvatarName(name: string): boolean {
  return parseAvatar(name) !== null;
}

function parseAvatar(name: string): { colour: string; char: string } | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const codePoint = Number.parseInt(match[2] ?? '', 16);
  const printable = codePoint >= 0x20 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  if (!printable || (codePoint >= 0x7f && codePoint < 0xa0)) return null;
  return { colour: palette[Number(match[1])] ?? palette[0], char: String.fromCodePoint(codePoint) };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The SVG for an avatar name, or null for a name that is not one. */
export function avatarSvg(name: string): string | null {
  const avatar = parseAvatar(name);
  if (!avatar) return null;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132">',
    `<circle cx="66" cy="66" r="66" fill="${avatar.colour}"/>`,
    '<text x="66" y="66" dy="0.35em" text-anchor="middle" font-size="60" fill="#ffffff"',
    ` font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${xmlEscape(avatar.char)}</text>`,
    '</svg>',
  ].join('');
}

/** WeChat hands out absolute avatar URLs; ours point back at this sandbox as the caller reached it. */
export function avatarUrl(base: string, name: string): string {
  return `${base}/wechat/avatar/${name}.svg`;
}
