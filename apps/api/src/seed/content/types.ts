/**
 * Shapes of the demo content files in this folder (written for this project). The seed reads them;
 * slugs are the stable keys that keep the seed idempotent.
 */

/** Rich text bodies: a small HTML subset (p, h2, h3, ul, ol, li, strong, em, blockquote, br, img, a). */
export type Html = string;

export interface DemoArticleCategory {
  slug: string;
  title: string;
  sort: number;
}

export interface DemoArticle {
  slug: string;
  /** A DemoArticleCategory slug. */
  category: string;
  title: string;
  summary: string;
  /** A path under /static/, e.g. /static/news/xxx.svg */
  cover: string;
  author: string;
  body: Html;
  /** ISO date-time, e.g. 2026-10-12T09:30:00+08:00 */
  publishedAt: string;
  reads: number;
}

export interface DemoTopic {
  slug: string;
  title: string;
  summary: string;
  cover: string;
  /** Article slugs, in the order shown. */
  articles: string[];
}

export interface DemoBanner {
  slug: string;
  title: string;
  image: string;
  /** An in-app path such as /news/detail_g/<article slug> or /ke. */
  link: string;
  sort: number;
}

export interface DemoHelp {
  slug: string;
  audience: 'student' | 'coach';
  kind: 'article' | 'video';
  title: string;
  summary: string;
  /** For articles. */
  body?: Html;
  /** For videos: a demo video slug (see DemoVideo). */
  video?: string;
  sort: number;
}

export interface DemoNotice {
  slug: string;
  title: string;
  content: string;
  link: string | null;
  /** ISO date-time the notice starts. */
  startsAt: string;
}

/** A demo video made by scripts/make-demo-media: files under /static/media/<slug>/. */
export interface DemoVideo {
  slug: string;
  title: string;
  /** Whole seconds. */
  duration: number;
}

export interface DemoLesson {
  slug: string;
  title: string;
  summary: string;
  /** A DemoVideo slug. */
  video: string;
  free: boolean;
  /** For locked lessons: how many seconds play before the purchase offer. */
  previewSeconds: number;
}

export interface DemoCourseChapter {
  title: string;
  lessons: DemoLesson[];
}

export interface DemoExamRoute {
  slug: string;
  name: string;
  /** Metres. */
  length: number;
  /** Named stops in order (起点, items such as 直线行驶, 变更车道, 终点). */
  stops: string[];
  /** [lng, lat] pairs (GCJ-02) along the route, at least 8. */
  waypoints: [number, number][];
  /** A path under /static/, the drawn route map. */
  map: string;
  summary: string;
}

export interface DemoEvent {
  slug: string;
  title: string;
  body: Html;
  cover: string;
  startsAt: string;
  endsAt: string;
}
