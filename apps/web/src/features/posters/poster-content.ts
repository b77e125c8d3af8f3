import type { useT } from './messages';
import type { PosterContent } from './poster-drawing';
import type { CoachShare } from './posters-api';
import { buildShareLink, pageOrigin } from './share-link';
import { TEMPLATE_TARGETS, type TemplateKey } from './templates';

type T = ReturnType<typeof useT>;
/** A coach's public data as the API gives it with every poster. */
export type CoachCard = Omit<CoachShare, 'code' | 'link' | 'student_link'>;

export interface DrawnPoster {
  content: PosterContent;
  /** Image URLs to load before drawing ('' for none). */
  portrait: string;
  cover: string;
}

/** A coach's template poster: saved (with its id, title, slogan and field) or a preview with the defaults. */
export function coachPoster(
  t: T,
  template: TemplateKey,
  coach: CoachCard,
  saved: { id?: number; title?: string; slogan?: string; fieldId?: number | null } = {},
): DrawnPoster {
  const target = TEMPLATE_TARGETS[template];
  const fieldId = saved.fieldId !== undefined ? saved.fieldId : coach.field_id;
  return {
    content: {
      style: template,
      brand: t('brand'),
      kicker: t(`template.${template}.name`),
      title: saved.title ?? t(`template.${template}.title`),
      slogan: saved.slogan ?? t(`template.${template}.slogan`),
      name: coach.name,
      school: coach.school,
      badge: coach.certified ? t('badge.certified') : '',
      features: [1, 2, 3].map((n) => t(`template.${template}.f${n}` as Parameters<T>[0])),
      link: buildShareLink(pageOrigin(), target.path, {
        did: coach.did,
        fieldId,
        coachPage: target.coachPage,
        posterId: saved.id,
      }),
      qrTitle: t('qr.title'),
      qrHint: t(`template.${template}.hint`),
    },
    portrait: coach.portrait,
    cover: '',
  };
}
