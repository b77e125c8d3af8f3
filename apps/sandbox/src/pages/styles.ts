// Kept free of quotes, angle brackets and ampersands: React 18 would escape them inside <style>.
export const pageCss = `
* { box-sizing: border-box; }
body { margin: 0; background: #e5e5e5; color: #191919;
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, PingFang SC, Hiragino Sans GB, Microsoft YaHei, sans-serif; }
.phone { max-width: 480px; min-height: 100vh; margin: 0 auto; background: #f7f7f7; padding-bottom: 24px; }
.bar { position: sticky; top: 0; z-index: 1; background: #ededed; border-bottom: 1px solid #d9d9d9;
  text-align: center; padding: 10px 12px; font-size: 17px; font-weight: 600; }
.bar small { display: block; font-size: 12px; font-weight: 400; color: #888; }
h2 { margin: 18px 16px 6px; font-size: 13px; font-weight: 400; color: #888; }
.card { background: #fff; margin: 8px 12px; border-radius: 10px; padding: 14px 16px; }
.app { text-align: center; padding: 22px 16px; }
.app .logo { width: 56px; height: 56px; border-radius: 12px; }
.app .title { font-size: 17px; font-weight: 600; margin-top: 8px; }
.app .ask { color: #555; margin-top: 10px; }
.app .scope { display: inline-block; margin-top: 6px; padding: 2px 10px; border-radius: 12px; background: #f2f2f2; font-size: 13px; }
.app .target { color: #aaa; font-size: 12px; margin-top: 10px; word-break: break-all; }
.who { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-top: 1px solid #f0f0f0; }
.who:first-child { border-top: 0; }
.who img { width: 44px; height: 44px; border-radius: 6px; flex: none; }
.who .name { flex: 1; min-width: 0; }
.who .nick { font-weight: 600; }
.openid { display: block; color: #b2b2b2; font-size: 11px; word-break: break-all; }
.badge { display: inline-block; margin: 2px 4px 0 0; padding: 0 6px; border-radius: 4px; font-size: 11px; line-height: 18px; }
.badge.student { background: #e8f7ef; color: #06ad56; }
.badge.coach { background: #fff3e5; color: #d97b14; }
.badge.follow { background: #e6f4ff; color: #0c8ad6; }
.badge.nofollow { background: #f2f2f2; color: #999; }
button { font: inherit; border: 0; border-radius: 6px; padding: 7px 12px; background: #07c160; color: #fff; cursor: pointer; }
button.wide { display: block; width: 100%; padding: 11px; font-size: 16px; }
button.plain { background: #f2f2f2; color: #191919; }
.field { display: block; margin: 10px 0; }
.field span, legend { display: block; margin-bottom: 4px; color: #555; font-size: 13px; }
input[type=text], select { width: 100%; font: inherit; padding: 9px 10px; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
fieldset { border: 0; margin: 10px 0; padding: 0; }
.avatars { display: flex; flex-wrap: wrap; gap: 10px; }
.avatars label { position: relative; cursor: pointer; }
.avatars input { position: absolute; opacity: 0; }
.avatars img { width: 40px; height: 40px; border-radius: 6px; display: block; }
.avatars input:checked + img { outline: 3px solid #07c160; outline-offset: 2px; }
.avatars input:focus-visible + img { outline: 3px solid #10aeff; outline-offset: 2px; }
.check { display: flex; align-items: center; gap: 8px; margin: 12px 0; }
.notice { margin: 8px 12px; padding: 10px 14px; border-radius: 8px; background: #fff1f0; color: #cf1322; font-size: 14px; }
.error { text-align: center; padding: 40px 20px; }
.error .icon { width: 64px; height: 64px; margin: 0 auto 14px; border-radius: 50%; background: #fa5151; color: #fff;
  font-size: 40px; line-height: 64px; font-weight: 700; }
.error .code { color: #888; margin-top: 10px; font-size: 13px; }
.muted { color: #888; font-size: 13px; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
td, th { text-align: left; padding: 6px 4px; border-top: 1px solid #f0f0f0; vertical-align: top; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; word-break: break-all; }
ul { margin: 0; padding-left: 18px; }
`;
