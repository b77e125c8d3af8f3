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

export const STYLES: Record<StyleKey, PosterStyle> = {
  'recruit-student': { from: '#1677ff', to: '#13a8a8', accent: '#1677ff' },
  'recruit-coach': { from: '#ff7a45', to: '#c41d7f', accent: '#fa541c' },
  theory: { from: '#389e0d', to: '#08979c', accent: '#389e0d' },
  invite: { from: '#722ed1', to: '#2f54eb', accent: '#722ed1' },
  lesson: { from: '#1d39c4', to: '#061178', accent: '#2f54eb' },
  score: { from: '#f5222d', to: '#fa8c16', accent: '#f5222d' },
};
