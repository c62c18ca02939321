import { describe, expect, it } from 'vitest';
import { buildTheme, color, colorVar, themeToCssVars } from './buildTheme';
import { semanticColors } from './semantic';

describe('buildTheme', () => {
  it('gives the semantic colours by default', () => {
    expect(buildTheme().colors).toEqual(semanticColors);
  });
  it('lets overrides win, key by key', () => {
    const theme = buildTheme({ colors: { accent: '#075e55' } });
    expect(theme.colors.accent).toBe('#075e55');
    expect(theme.colors.text).toBe(semanticColors.text);
  });
  it('turns colours into custom properties that styles read with a fallback', () => {
    expect(colorVar('accentHover')).toBe('--pv-color-accent-hover');
    expect(themeToCssVars(buildTheme({ colors: { accent: '#000000' } }))['--pv-color-accent']).toBe(
      '#000000',
    );
    expect(color('text')).toBe(`var(--pv-color-text, ${semanticColors.text})`);
  });
});
