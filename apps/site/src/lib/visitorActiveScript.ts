import { ATTRIBUTE, SIGNS } from './visitorActive';

/**
 * The inline script of a server-rendered page that marks the visitor active (lib/visitorActive.ts):
 * in a module of its own, so only the server's bundle carries its text.
 */
export const VISITOR_ACTIVE_SCRIPT =
  `(function(){var s=${JSON.stringify(SIGNS)};function a(){document.documentElement.setAttribute('${ATTRIBUTE}','');` +
  's.forEach(function(t){removeEventListener(t,a,true)})}' +
  's.forEach(function(t){addEventListener(t,a,{capture:true,passive:true})})})()';
