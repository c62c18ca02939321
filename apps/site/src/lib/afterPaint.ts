/**
 * A server-rendered page's JavaScript, asked for once the page has painted.
 *
 * A server-rendered page is readable before any of its JavaScript has run: what the JavaScript
 * adds is hydration (React taking the page over; before it, links and GET forms work as they are
 * and typed text is kept: see main.tsx). On a phone over slow 4G, asking for the entry and the page's
 * chunks at once (~120 KB) while the HTML's own image is still coming splits the line between
 * them, and the page paints later. So `documentFor` writes the page's module scripts inert
 * (`<script type="petverse/after-paint">`, `<link rel="petverse-after-paint">`, which no browser
 * fetches) and AFTER_PAINT_SCRIPT, inline in the page's `<head>`, makes them real once the page
 * has loaded (its HTML and images) and the browser has reported its first contentful paint, in
 * the order the page names them, one per task; a module script is added once the one before it
 * has run (its `load` event), so each is evaluated in a task of its own (and, in one more task,
 * the page's storage is opened: see the script). The first module
 * script (the shell chunk) runs before anything after it is asked for: on Lighthouse's phone, the
 * compiling of the page's other chunks in the background, with the shell's evaluation, made that
 * evaluation one of the page's longest tasks (paired runs: /pet-store TBT ~360 → ~225 ms). If
 * `load` is slow to come (an image that never arrives), they start 3 s after the HTML was parsed.
 * Pages that arrive empty (the shell of routes rendered in the browser) keep their ordinary
 * script tags: there, nothing paints before the JavaScript.
 */
const INERT_SCRIPT = 'petverse/after-paint';
const INERT_LINK = 'petverse-after-paint';

export const AFTER_PAINT_SCRIPT =
  // d: the inert elements; i: the next of them; q: module scripts waiting for the one before to
  // have run; w: a module script added and not yet run; f: the first module script was met; h:
  // the list waits for it to run.
  '(function(){var s=0,d,i=0,q=[],w=0,f=0,h=0;function start(){if(s)return;s=1;' +
  `d=document.querySelectorAll('link[rel="${INERT_LINK}"],script[type="${INERT_SCRIPT}"]');next();` +
  // The page's first touch of its storage waits on the browser (Chromium loads an origin's
  // storage with a synchronous call to the browser process: 2–12 ms here). React's first render
  // reads both (the session's token, a form's draft), so without this that wait fell inside a
  // slice of hydration; here it has a task of its own while the scripts are on their way.
  'setTimeout(function(){try{localStorage.length;sessionStorage.length}catch(x){}},0)}' +
  "function add(e){e.crossOrigin='anonymous';document.head.appendChild(e)}" +
  "function run(){if(w||!q.length)return;var e=document.createElement('script');e.type='module';" +
  'e.src=q.shift().src;w=1;e.onload=e.onerror=function(){w=0;run();if(h){h=0;setTimeout(next,0)}};add(e)}' +
  // One per task: asking for a module costs the main thread a few ms here (~12 ms on a slowed
  // phone), and a page names ~30; four at a time already made tasks over 50 ms.
  "function next(){if(i<d.length){var o=d[i++];if(o.tagName==='LINK'){" +
  "var e=document.createElement('link');e.rel='modulepreload';e.href=o.href;" +
  "var p=o.getAttribute('fetchpriority');if(p)e.setAttribute('fetchpriority',p);add(e)}" +
  'else{q.push(o);run()}}' +
  'if(i<d.length){if(w&&!f){f=h=1}else setTimeout(next,0)}}' +
  // Once the browser reports the first contentful paint (a frame is shown after rAF, not in it).
  "function go(){if(performance.getEntriesByName('first-contentful-paint').length)return setTimeout(start,0);" +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint'})}" +
  'catch(x){requestAnimationFrame(function(){setTimeout(start,0)})}}' +
  "if(document.readyState==='complete')go();else{addEventListener('load',go);" +
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(start,3e3)})}})()";

/**
 * The shell chunk (React, styled-components and our theme: vite.config.ts) runs as a module
 * script of its own, before the entry, which is asked for as a preload meanwhile: the shell is
 * evaluated in its own task instead of inside the entry's one long evaluation. As it loads,
 * styled-components reads the page's server-rendered styles back into its sheet, rule by rule:
 * about a third of what was that one task.
 */
const SHELL_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/shell-[\w-]+\.js)">/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const inertScript = (src: string) => `<script type="${INERT_SCRIPT}" src="${src}"></script>`;
const inertLink = (href: string) => `<link rel="${INERT_LINK}" href="${href}">`;

/** The page with its module scripts and preloads written inert, for AFTER_PAINT_SCRIPT. */
export function afterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  const shell = SHELL_PRELOAD.exec(html)?.[1];
  const staged =
    entry && shell
      ? html
          .replace(MODULE_SCRIPT, () => inertLink(entry))
          .replace(SHELL_PRELOAD, () => inertScript(shell) + inertScript(entry))
      : html;
  return staged
    .replace(new RegExp(MODULE_SCRIPT.source, 'g'), (_, src: string) => inertScript(src))
    .replace(/<link rel="modulepreload" crossorigin /g, () => `<link rel="${INERT_LINK}" `);
}
