import type { Messages } from '@lingui/core';

/** A compiled catalogue (src/locales/*.ts, written by scripts/i18n.mjs from hi.json). */
export type Catalogue = Messages;
