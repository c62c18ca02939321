/**
 * Taps on a prerendered page before React has taken its button over.
 *
 * A prerendered page shows its buttons (Join Now, a form's Close) before its JavaScript has run,
 * and a lazy part of the page hydrates after the rest; on a slow phone a tap in either gap would
 * do nothing (React itself drops a click on a part it cannot hydrate yet). EARLY_CLICKS_SCRIPT
 * runs inline in the page's <head> (scripts/prerender.mjs puts it there; the server allows it by
 * its hash) and stays on the page: a click on a button of #root that React does not own yet is
 * held (links still navigate as links do) and clicked again, once, as soon as React owns that
 * button; a held tap is dropped after 10 s or when its button is gone. Buttons React owns pass
 * straight through, so once the page has hydrated the script does nothing.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],t=0;' +
  "function own(b){return Object.keys(b).some(function(k){return k.indexOf('__reactFiber$')===0})}" +
  'function tick(){t=0;var now=Date.now();q=q.filter(function(h){' +
  'if(!h.b.isConnected||now-h.at>1e4)return false;if(own(h.b)){h.b.click();return false}return true});' +
  'if(q.length)t=setTimeout(tick,50)}' +
  "document.addEventListener('click',function(e){var x=e.target," +
  'b=x&&x.closest&&x.closest(\'button,[role="button"]\');' +
  "if(!b||b.disabled||own(b)||!b.closest('#root'))return;e.preventDefault();e.stopPropagation();" +
  'for(var i=0;i<q.length;i++)if(q[i].b===b)return;q.push({b:b,at:Date.now()});' +
  'if(!t)t=setTimeout(tick,50)},true)})()';
