import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { localeOfPortalPath, proI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const locale = localeOfPortalPath(window.location.pathname);
document.documentElement.lang = locale === 'hi' ? 'hi-IN' : 'en-IN';
const app = (
  <StrictMode>
    <App i18n={await proI18n(locale)} />
  </StrictMode>
);
// The sign-in pages come prerendered (scripts/prerender-app.mjs): React takes them over as they are.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
