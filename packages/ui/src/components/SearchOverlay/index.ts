export { SearchOverlay } from './SearchOverlay';
export { matchSuggestions, MAX_SUGGESTIONS } from './matchSuggestions';
export type { SearchOverlayProps } from './SearchOverlay';
