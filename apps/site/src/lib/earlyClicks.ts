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
 * links do) and typing into an input or textarea it does not own yet is noted; once React owns
 * them, they are replayed one at a time, in the order they came: the click clicked again, the
 * box's text told to React as one 'input' event (set back to what the server rendered through
 * React's value tracker, then to the text behind it, so React sees the change). A held tap is
 * dropped after 10 s or when its button is gone. What React owns passes straight through, so once
 * the page has hydrated the script does nothing.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],t=0;' +
  "function own(b){return Object.keys(b).some(function(k){return k.indexOf('__reactFiber$')===0})}" +
  'function held(b){for(var i=0;i<q.length;i++)if(q[i].b===b)return true}' +
  'function hold(b,k){if(held(b))return;q.push({b:b,at:Date.now(),k:k});if(!t)t=setTimeout(tick,50)}' +
  "function typed(b){var v=b.value,d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(b),'value');" +
  'if(v===b.defaultValue||!d||!d.set)return;b.value=b.defaultValue;d.set.call(b,v);' +
  "b.dispatchEvent(new Event('input',{bubbles:true}))}" +
  'function tick(){t=0;var now=Date.now();' +
  'while(q.length&&(!q[0].b.isConnected||(!q[0].k&&now-q[0].at>1e4)))q.shift();' +
  'var h=q[0];if(h&&own(h.b)){q.shift();if(h.k)typed(h.b);else h.b.click()}' +
  'if(q.length)t=setTimeout(tick,50)}' +
  "document.addEventListener('click',function(e){var x=e.target," +
  'b=x&&x.closest&&x.closest(\'button,[role="button"]\');' +
  "if(!b||b.disabled||own(b)||!b.closest('#root'))return;e.preventDefault();e.stopPropagation();" +
  'hold(b,0)},true);' +
  "document.addEventListener('input',function(e){var b=e.target;" +
  "if(!b||!/^(INPUT|TEXTAREA)$/.test(b.tagName)||own(b)||!b.closest('#root'))return;hold(b,1)},true)})()";
