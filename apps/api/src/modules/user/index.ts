// The user area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { maskPhone, toUserInfo, upsertWechatUser, userByHashId, userById } from './user.service';
