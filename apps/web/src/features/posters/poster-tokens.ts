/**
 * The posters' colours. A canvas draws with real colour values, not CSS variables, so the posters keep
 * their palette here, a token file beside the drawing (the one place scripts/check-colours.mjs lets a
 * colour be written down outside packages/tokens). A poster is a picture that leaves the app: its colours
 * are its own, not the screens' theme.
 */
export const POSTER_INK = {
  /** Text and shapes over the gradient; the card and the QR panel. */
  white: '#ffffff',
  /** The background's soft circles, the kicker's pill and the slogan, over the gradient. */
  glow: 'rgba(255,255,255,0.08)',
  pill: 'rgba(255,255,255,0.22)',
  slogan: 'rgba(255,255,255,0.9)',
  cardShadow: 'rgba(0,0,0,0.12)',
  /** On the white card: names and titles, feature lines, labels and hints, the divider. */
  title: '#222222',
  text: '#333333',
  muted: '#666666',
  divider: '#f0f0f0',
  /** The QR code's modules (on white). */
  qr: '#111111',
} as const;

/** Each look's background gradient (top to bottom) and accent; templates.ts names them per template. */
export const POSTER_LOOKS = {
  'recruit-student': { from: '#1677ff', to: '#13a8a8', accent: '#1677ff' },
  'recruit-coach': { from: '#ff7a45', to: '#c41d7f', accent: '#fa541c' },
  theory: { from: '#389e0d', to: '#08979c', accent: '#389e0d' },
  invite: { from: '#722ed1', to: '#2f54eb', accent: '#722ed1' },
  lesson: { from: '#1d39c4', to: '#061178', accent: '#2f54eb' },
  score: { from: '#f5222d', to: '#fa8c16', accent: '#f5222d' },
} as const;
