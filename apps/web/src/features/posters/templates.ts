import { POSTER_LOOKS } from './poster-tokens';

/** The posters a coach chooses from; the API stores the key (posters.template). */
export type TemplateKey = 'recruit-student' | 'recruit-coach' | 'theory';
/** Every look a poster can have: the coach's templates and those of the share pages. */
export type StyleKey = TemplateKey | 'invite' | 'lesson' | 'score';

export const TEMPLATE_KEYS: readonly TemplateKey[] = ['recruit-student', 'recruit-coach', 'theory'];

export const isTemplateKey = (value: unknown): value is TemplateKey =>
  typeof value === 'string' && (TEMPLATE_KEYS as readonly string[]).includes(value);

/**
 * Where each template's QR code leads: students to the home page, coaches to registration (a coach
 * page, so type=3), the theory poster to the theory hub. The API's posters.service.ts says the same.
 */
export const TEMPLATE_TARGETS: Record<TemplateKey, { path: string; coachPage: boolean }> = {
  'recruit-student': { path: '/', coachPage: false },
  'recruit-coach': { path: '/coach-register', coachPage: true },
  theory: { path: '/ke', coachPage: false },
};

export interface PosterStyle {
  /** Background gradient, top to bottom. */
  from: string;
  to: string;
  /** Badges, the portrait's fallback circle, highlights. */
  accent: string;
}

export const STYLES: Record<StyleKey, PosterStyle> = POSTER_LOOKS;
