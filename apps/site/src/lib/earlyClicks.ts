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
 * once React owns them, they are replayed one at a time, in the order they came: the click
 * clicked again, the box's text told to React as one 'input' event (set back to what the server
 * rendered through React's value tracker, then to the noted text, so React sees the change, even
 * if a form set the box back to its default as it took it over). A held tap is dropped after
 * 10 s or when its button is gone. What React owns passes straight through, so once the page has
 * hydrated the script does nothing.
 *
 * React owns an element once the render that hydrated it is committed, not as soon as that render
 * has reached it (it tags the element then, and drops events that come before the commit): `own`
 * is React DOM's own test (getNearestMountedFiber): no ancestor still new to the tree and marked
 * Placement or Hydrating (flags 2 | 4096), up to the root. e2e/tests/forms.e2e.ts types into a
 * form while it hydrates.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],t=0;' +
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
  'function tick(){t=0;var now=Date.now();' +
  'while(q.length&&(!q[0].b.isConnected||(!q[0].k&&now-q[0].at>1e4)))q.shift();' +
  'var h=q[0];if(h&&own(h.b)){q.shift();if(h.k)typed(h.b,h.v);else h.b.click()}' +
  'if(q.length)t=setTimeout(tick,50)}' +
  "document.addEventListener('click',function(e){var x=e.target," +
  'b=x&&x.closest&&x.closest(\'button,[role="button"]\');' +
  "if(!b||b.disabled||own(b)||!b.closest('#root'))return;e.preventDefault();e.stopPropagation();" +
  'hold(b,0)},true);' +
  "document.addEventListener('input',function(e){var b=e.target;" +
  "if(!b||!/^(INPUT|TEXTAREA)$/.test(b.tagName)||own(b)||!b.closest('#root'))return;hold(b,1)},true)})()";
