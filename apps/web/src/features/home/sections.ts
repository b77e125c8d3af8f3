// What home shows right after its first screen, in one chunk with TanStack Query's users: the notice, the
// field as the server has it, banners, offers and the feed; all but the banners wait for them (AfterBanner).
export { FieldCard } from '../../components/account/field-card';
export { AfterBanner } from './banner-first';
export { default as Banners } from './banners';
export { default as HomeFeed } from './home-feed';
export { NoticeBar } from './notice-bar';
export { default as HomeOffers } from './offers';
