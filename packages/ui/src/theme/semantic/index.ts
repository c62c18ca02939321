import { palette } from '../tokens';

/** Status tones shared by badges, alerts and states. */
export const tones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type Tone = (typeof tones)[number];

/** Roles that components read; raw palette names never appear in component styles. */
export const semanticColors = {
  surface: palette.white,
  surfaceMuted: palette.ink100,
  surfaceRaised: palette.white,
  border: palette.ink200,
  borderStrong: palette.ink300,
  text: palette.ink900,
  textMuted: palette.ink600,
  textOnAccent: palette.white,
  accent: palette.brand700,
  accentHover: '#8a3304',
  accentSubtle: palette.brand50,
  secondary: palette.teal600,
  secondaryHover: palette.teal700,
  focus: palette.blue700,
  rating: '#b45309',
  neutralBg: palette.ink100,
  neutralFg: palette.ink700,
  infoBg: palette.blue50,
  infoFg: palette.blue700,
  successBg: palette.green50,
  successFg: palette.green700,
  warningBg: palette.amber50,
  warningFg: palette.amber800,
  dangerBg: palette.red50,
  dangerFg: palette.red700,
  accentBg: palette.violet50,
  accentFg: palette.violet700,
} as const;

export type SemanticColor = keyof typeof semanticColors;
