/* global document */
// The floor Lighthouse compares Petverse with: React 19 rendering one heading and a paragraph.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  createElement(
    'main',
    null,
    createElement('h1', null, 'Hello from the floor'),
    createElement('p', null, 'A minimal React page, built and served the way Petverse is.'),
  ),
);
