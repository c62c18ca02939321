/**
 * Taps and typing on a server-rendered page before React has taken its part over.
 *
 * A server-rendered page shows its buttons (Join Now, a form's Close, a pincode's Check) and its
 * boxes before its JavaScript has run, and a lazy part of the page hydrates after the rest; on a
 * slow phone a tap in either gap would do nothing (React itself drops a click on a part it cannot
 * hydrate yet), and text typed into a box would show but never reach React's state (React 19
 * replays no change made before hydration). EARLY_CLICKS_SCRIPT runs inline in the page's <head>
 * (lib/document.ts puts it there; the server allows it by its hash) and stays on the page.
 * A click on a button of #root that React does not own yet is held (links still navigate as
 * links do) and typing into an input or textarea it does not own yet is noted, with its text;
 * once React owns them, they are replayed one at a time (the first held that React owns, then the
 * next; a part that hydrates late holds back only its own): the click clicked again, the box's
 * text told to React as one 'input' event (set back to what the server rendered through React's
 * value tracker, then to the noted text, so React sees the change, even if a form set the box back
 * to its default as it took it over). A held tap is dropped after 10 s or when its button is gone.
 * A tap on a button React owns waits its turn behind what React owns but has not been replayed
 * yet (a search typed before hydration, then Enter just after it, submits the typed text, not the
 * empty box React had), and typing into a box React owns replaces what was noted for it (React
 * gets the box's whole text). Otherwise what React owns passes straight through: once the page has
 * hydrated and what was held has been replayed, the script does nothing.
 *
 * React owns an element once the render that hydrated it is committed, not as soon as that render
 * has reached it (it tags the element then, and drops events that come before the commit): `own`
 * is React DOM's own test (getNearestMountedFiber): no ancestor still new to the tree and marked
 * Placement or Hydrating (flags 2 | 4096), up to the root. e2e/tests/forms.e2e.ts types into a
 * form while it hydrates.
 */
export const EARLY_CLICKS_SCRIPT =
  // q: what is held, in order; t: the tick's timer; r: a held tap being replayed.
  '(function(){var q=[],t=0,r=0;' +
  "function own(b){var k=Object.keys(b).filter(function(k){return k.indexOf('__reactFiber$')===0})[0];" +
  'if(!k)return false;var f=b[k],m=f,n=f,x=f;' +
  'for(;x&&!x.alternate;x=n.return){n=x;if(n.flags&4098)m=n.return}' +
  'for(;n.return;)n=n.return;return n.tag===3&&m===f}' +
  'function find(b){for(var i=0;i<q.length;i++)if(q[i].b===b)return q[i]}' +
  'function hold(b,k){var h=find(b);if(h){h.v=b.value;return}' +
  'q.push({b:b,at:Date.now(),k:k,v:b.value});if(!t)t=setTimeout(tick,50)}' +
  "function typed(b,v){var d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(b),'value');" +
  'if(v===b.defaultValue||!d||!d.set)return;b.value=b.defaultValue;d.set.call(b,v);' +
  "b.dispatchEvent(new Event('input',{bubbles:true}))}" +
  'function ready(){for(var i=0;i<q.length;i++)if(own(q[i].b))return i;return -1}' +
  'function tick(){t=0;var now=Date.now();' +
  'q=q.filter(function(h){return h.b.isConnected&&(h.k||now-h.at<=1e4)});' +
  'var i=ready(),h=q[i];if(h){q.splice(i,1);if(h.k)typed(h.b,h.v);else{r=1;try{h.b.click()}finally{r=0}}}' +
  'if(q.length)t=setTimeout(tick,50)}' +
  "document.addEventListener('click',function(e){var x=e.target," +
  'b=x&&x.closest&&x.closest(\'button,[role="button"]\');' +
  "if(r||!b||b.disabled||(own(b)&&ready()<0)||!b.closest('#root'))return;e.preventDefault();e.stopPropagation();" +
  'hold(b,0)},true);' +
  "document.addEventListener('input',function(e){var b=e.target,h;" +
  "if(!b||!/^(INPUT|TEXTAREA)$/.test(b.tagName)||!b.closest('#root'))return;" +
  'if(!own(b))return hold(b,1);h=find(b);if(h&&h.k)q.splice(q.indexOf(h),1)},true)})()';
