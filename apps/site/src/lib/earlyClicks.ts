/**
 * Taps on a server-rendered page's buttons before React has taken them over.
 *
 * Controls that must work before JavaScript are links and GET forms (ADR 020: Join Now, a form's
 * Close, Check pincode, the store's search), and text typed before hydration reaches its box's
 * owner as it mounts (useTypedBeforeHydration). The other buttons (Add to Cart, the wishlist
 * heart, quantities, Search) need React: a tap on one before React owns it would do nothing, so
 * this inline script (lib/document.ts puts it in the page's <head>; the server allows it by its
 * hash) holds it and clicks it again once React owns the button (the first held that React owns,
 * then the next; a part that hydrates late holds back only its own). A held tap is dropped after
 * 10 s or when its button is gone.
 *
 * Disabled buttons and a GET form's submit button are never held. React owns an element once the render that
 * hydrated it is committed: `own` is React DOM's own test (getNearestMountedFiber), reading its
 * private fiber fields — the one place the site does (e2e/tests/firstpaint.e2e.ts fails if a
 * React upgrade breaks it). Issue 34 wants it gone once every such button is a form or a link.
 */
export const EARLY_CLICKS_SCRIPT =
  // q: the taps held, in order; t: the tick's timer; r: a held tap being replayed.
  '(function(){var q=[],t=0,r=0;' +
  "function own(b){var k=Object.keys(b).filter(function(k){return k.indexOf('__reactFiber$')===0})[0];" +
  'if(!k)return false;var f=b[k],m=f,n=f,x=f;' +
  'for(;x&&!x.alternate;x=n.return){n=x;if(n.flags&4098)m=n.return}' +
  'for(;n.return;)n=n.return;return n.tag===3&&m===f}' +
  'function find(b){for(var i=0;i<q.length;i++)if(q[i].b===b)return q[i]}' +
  'function hold(b){if(find(b))return;q.push({b:b,at:Date.now()});if(!t)t=setTimeout(tick,50)}' +
  'function ready(){for(var i=0;i<q.length;i++)if(own(q[i].b))return i;return -1}' +
  'function tick(){t=0;var now=Date.now();' +
  'q=q.filter(function(h){return h.b.isConnected&&now-h.at<=1e4});' +
  'var i=ready(),h=q[i];if(h){q.splice(i,1);r=1;try{h.b.click()}finally{r=0}}' +
  'if(q.length)t=setTimeout(tick,50)}' +
  "document.addEventListener('click',function(e){var x=e.target," +
  'b=x&&x.closest&&x.closest(\'button,[role="button"]\');' +
  // A GET form's submit button is never held (the browser sends the form, the server answers it).
  'if(r||!b||b.disabled||' +
  "(b.type==='submit'&&b.form&&b.form.method==='get')||" +
  "(own(b)&&ready()<0)||!b.closest('#root'))return;e.preventDefault();e.stopPropagation();" +
  'hold(b)},true)})()';
