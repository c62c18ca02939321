/**
 * A server-rendered page's JavaScript, asked for once the page has painted.
 *
 * A server-rendered page is readable before any of its JavaScript has run: what the JavaScript
 * adds is hydration (React taking the page over), and taps and typing made before it are held
 * and replayed (lib/earlyClicks.ts). On a phone over slow 4G, asking for the entry and the page's
 * chunks at once (~120 KB) while the HTML's own image is still coming splits the line between
 * them, and the page paints later. So `documentFor` writes the page's module scripts inert
 * (`<script type="petverse/after-paint">`, `<link rel="petverse-after-paint">`, which no browser
 * fetches) and AFTER_PAINT_SCRIPT, inline in the page's `<head>`, makes them real once the page
 * has loaded (its HTML and images) and the browser has reported its first contentful paint, in
 * the order the page names them (the entry first), one per task. If `load` is slow to come (an image that never arrives), they start 3 s after the HTML
 * was parsed. Pages that arrive empty (the shell of routes rendered in the browser) keep their
 * ordinary script tags: there, nothing paints before the JavaScript.
 */
const INERT_SCRIPT = 'petverse/after-paint';
const INERT_LINK = 'petverse-after-paint';

export const AFTER_PAINT_SCRIPT =
  '(function(){var s=0,d,i=0;function start(){if(s)return;s=1;' +
  `d=document.querySelectorAll('link[rel="${INERT_LINK}"],script[type="${INERT_SCRIPT}"]');next()}` +
  // One per task: asking for a module costs the main thread ~3 ms here (~12 ms on a slowed
  // phone), and a page names ~30; four at a time already made tasks over 50 ms.
  "function next(){if(i<d.length){var o=d[i++],l=o.tagName==='LINK'," +
  "e=document.createElement(l?'link':'script');" +
  "if(l){e.rel='modulepreload';e.href=o.href;var p=o.getAttribute('fetchpriority');if(p)e.setAttribute('fetchpriority',p)}" +
  "else{e.type='module';e.src=o.src}e.crossOrigin='anonymous';document.head.appendChild(e)}" +
  'if(i<d.length)setTimeout(next,0)}' +
  // Once the browser reports the first contentful paint (a frame is shown after rAF, not in it).
  "function go(){if(performance.getEntriesByName('first-contentful-paint').length)return setTimeout(start,0);" +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint'})}" +
  'catch(x){requestAnimationFrame(function(){setTimeout(start,0)})}}' +
  "if(document.readyState==='complete')go();else{addEventListener('load',go);" +
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(start,3e3)})}})()";

/**
 * The shell chunk (React, styled-components and our theme: vite.config.ts) is made a module
 * script of its own rather than a preload: it is evaluated in its own task as soon as it has
 * arrived, before the entry's graph, instead of inside the entry's one long evaluation. As it
 * loads, styled-components reads the page's server-rendered styles back into its sheet, rule by
 * rule: about a third of what was that one task.
 */
const SHELL_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/shell-[\w-]+\.js)">/g;

/** The page with its module scripts and preloads written inert, for AFTER_PAINT_SCRIPT. */
export function afterPaint(html: string): string {
  return html
    .replace(
      SHELL_PRELOAD,
      (_, src: string) => `<script type="${INERT_SCRIPT}" src="${src}"></script>`,
    )
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_, src: string) => `<script type="${INERT_SCRIPT}" src="${src}"></script>`,
    )
    .replace(/<link rel="modulepreload" crossorigin /g, () => `<link rel="${INERT_LINK}" `);
}
