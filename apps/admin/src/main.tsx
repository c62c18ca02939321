import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The sign-in page comes prerendered (scripts/prerender.mjs): React takes it over as it is.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
