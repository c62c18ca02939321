import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { StyleSheetManager, createGlobalStyle } from 'styled-components';
import {
  LocaleProvider,
  ThemeProvider,
  Toaster,
  createI18n,
  fonts,
  radii,
  semanticColors,
  type I18n,
} from '@petverse/ui';
import { messages as uiEnglish } from '@petverse/ui/locales/en';
import { messages as formsEnglish } from '@petverse/forms/locales/en';
import { emit } from './events';

/**
 * The theme a host page restyles through CSS custom properties set on the element (or any
 * ancestor): custom properties are inherited into the shadow root, nothing else of the page is.
 */
const EMBED_THEME = {
  colors: {
    accent: `var(--petverse-color-primary, ${semanticColors.accent})`,
    accentHover: `var(--petverse-color-primary-hover, color-mix(in srgb, var(--petverse-color-primary, ${semanticColors.accentHover}) 85%, black))`,
    focus: `var(--petverse-color-focus, ${semanticColors.focus})`,
    text: `var(--petverse-color-text, ${semanticColors.text})`,
    surface: `var(--petverse-color-surface, ${semanticColors.surface})`,
  },
  fonts: {
    body: `var(--petverse-font-family, ${fonts.body})`,
    heading: `var(--petverse-font-family, ${fonts.heading})`,
  },
  radii: {
    sm: `calc(var(--petverse-radius, ${radii.md}) * 0.6)`,
    md: `var(--petverse-radius, ${radii.md})`,
    lg: `calc(var(--petverse-radius, ${radii.md}) * 1.6)`,
  },
};

/**
 * `rem` means the host page's root font size, which a page may set to anything (`62.5%`, or
 * `* { font: 30px serif }`). Inside our shadow root every `rem` becomes a multiple of
 * `--petverse-font-size` (16px unless the host sets it), so the page cannot resize our text.
 */
export function remToPetverseSize(element: { type: string; value: string }): void {
  if (element.type === 'decl' && element.value.includes('rem'))
    element.value = element.value.replace(
      // A length on its own (not the end of a name): its sign goes inside the calc, so `-0.5rem`
      // becomes `calc(-0.5 * …)`, not the invalid `-calc(0.5 * …)`.
      /(^|[^\w.-])([-+]?)(\d*\.?\d+)rem\b/g,
      (_, before: string, sign: string, n: string) =>
        `${before}calc(${sign === '-' ? '-' : ''}${n} * var(--petverse-font-size, 16px))`,
    );
}
const STYLIS_PLUGINS = [remToPetverseSize];

/**
 * Inherited styles of the host page (its `font`, `color`, `line-height`…) stop at the element;
 * custom properties (our theming hooks) still pass.
 */
const HostStyle = createGlobalStyle`
  :host { all: initial; display: block; }
  :host([hidden]) { display: none; }
`;

/**
 * Toasts come from one store for the whole page, so only the first mounted element that wants
 * them renders a toast region: two forms never show each toast twice.
 */
const toasterCandidates: symbol[] = [];
const toasterListeners = new Set<() => void>();
const subscribeToaster = (listener: () => void) => {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
};
const changeCandidates = (change: () => void) => {
  change();
  for (const listener of toasterListeners) listener();
};

function useToasterOwner(wanted: boolean): boolean {
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => {
    if (!wanted) return;
    changeCandidates(() => toasterCandidates.push(id));
    return () => changeCandidates(() => toasterCandidates.splice(toasterCandidates.indexOf(id), 1));
  }, [id, wanted]);
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterCandidates[0] === id,
    () => false,
  );
}

/**
 * The nonce a page's strict CSP allows our styles by: the element's own `nonce` attribute, else
 * the one the page gave our script tag (loader.ts keeps it).
 */
function nonceOf(target: ShadowRoot | undefined): string | undefined {
  const own = (target?.host as HTMLElement | undefined)?.nonce;
  const loader = (globalThis as Record<symbol, unknown>)[Symbol.for('petverse.nonce')];
  return own || (typeof loader === 'string' ? loader : undefined);
}

/** What the element says when the page's CSP refused its styles (no nonce, no 'unsafe-inline'). */
export const STYLES_BLOCKED =
  "Petverse content can't be shown here: this page's Content Security Policy blocks its styles. " +
  "Give the Petverse script tag the page's nonce (see Petverse's partner guide).";

/**
 * Whether the page's CSP lets our styles into this shadow root: a `<style>` with our nonce is
 * tried there first (a refused one gets no sheet). Without this, styled-components would throw
 * on its first refused `<style>` and the element would stay blank. Only a shadow root in the
 * document can tell: a `<style>` in one that is not (an element rendered before it is inserted)
 * has no sheet either way.
 */
function stylesAllowed(target: ShadowRoot | undefined, nonce: string | undefined): boolean {
  if (!target?.host.isConnected) return true;
  const probe = document.createElement('style');
  if (nonce) probe.setAttribute('nonce', nonce);
  target.append(probe);
  const allowed = probe.sheet !== null;
  probe.remove();
  return allowed;
}

/** Says once, as `petverse:error`, that the page's CSP refused our styles. */
function StylesBlocked({ target }: { target: ShadowRoot | undefined }) {
  useEffect(() => {
    emit(target, 'petverse:error', { message: STYLES_BLOCKED, reason: 'styles-blocked' });
  }, [target]);
  // Unstyled, but read: a message in the page's own text, not a blank box.
  return <p role="alert">{STYLES_BLOCKED}</p>;
}

/** The English texts with values: every element carries them (plain texts need none). */
const english = [uiEnglish, formsEnglish];

/**
 * The element's language from its `lang` attribute (`<petverse-form lang="hi">`, ADR 027):
 * Hindi's catalogues are a chunk of their own, loaded only by a Hindi element; until they are,
 * it shows nothing rather than a flash of English. Any other value is English.
 */
function useEmbedI18n(lang: string | undefined): I18n | null {
  const hindi = lang?.toLowerCase().split('-')[0] === 'hi';
  const [loaded, setLoaded] = useState<I18n | null>(null);
  const [plain] = useState(() => createI18n('en', english));
  useEffect(() => {
    if (!hindi) return;
    let current = true;
    void Promise.all([
      import('@petverse/ui/locales/hi'),
      import('@petverse/forms/locales/hi'),
    ]).then(([ui, forms]) => {
      if (current) setLoaded(createI18n('hi', [...english, ui.messages, forms.messages]));
    });
    return () => {
      current = false;
    };
  }, [hindi]);
  return hindi ? loaded : plain;
}

export interface EmbedRootProps {
  /** The element's shadow root, given by the custom-element wrapper. */
  container: Node | undefined;
  /** The element's `lang` attribute: `hi` shows it in Hindi; English otherwise. */
  lang?: string;
  /** Whether this element raises toasts (forms do unless `toasts="off"`). */
  toasts?: boolean;
  children: ReactNode;
}

/**
 * Everything an element renders lives in its shadow root: styled-components writes its styles
 * there, dialogs portal to a node there, and the page's CSS cannot reach in.
 */
export function EmbedRoot({ container, lang, toasts = false, children }: EmbedRootProps) {
  const target = container instanceof ShadowRoot ? container : undefined;
  const showToaster = useToasterOwner(toasts);
  const [nonce] = useState(() => nonceOf(target));
  const [allowed] = useState(() => stylesAllowed(target, nonce));
  const i18n = useEmbedI18n(lang);
  if (!allowed) return <StylesBlocked target={target} />;
  if (!i18n) return null;
  return (
    <LocaleProvider i18n={i18n}>
      <StyleSheetManager target={target} nonce={nonce} stylisPlugins={STYLIS_PLUGINS}>
        <ThemeProvider overrides={EMBED_THEME}>
          <HostStyle />
          {children}
          {showToaster ? <Toaster label="Petverse notifications" /> : null}
        </ThemeProvider>
      </StyleSheetManager>
    </LocaleProvider>
  );
}
