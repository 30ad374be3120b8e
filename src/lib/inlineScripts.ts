/**
 * The site's two inline scripts, as constants (pure strings, no imports but the cookie name), so the
 * Content-Security-Policy can allow exactly them by hash (src/lib/csp.ts) on the
 * pages whose policy has no 'unsafe-inline'.
 * - EARLY_CLICK_REPLAY: first in `<body>`, keeps clicks made before hydration (src/components/EarlyClickReplay.tsx).
 * - SHOW_UNLESS_CHOSEN: shows the cookie banner before first paint unless a choice is stored
 *   (src/features/site/components/CookieBanner.tsx).
 */
import { COOKIE_CONSENT_COOKIE } from './cookies'

const SELECTOR = 'button[type="button"],[role="button"]:not(a):not(button),[role="tab"],[role="switch"],[role="option"]'

/** The script's source (exported for the page layout and its browser test). */
export const EARLY_CLICK_REPLAY = `(function(d){var q=[],busy=0;function has(o,p){var k=Object.keys(o);for(var i=0;i<k.length;i++)if(k[i].indexOf(p)===0)return true;return false}function path(t){var p=[];for(var n=t;n&&n!==d.body;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return p}function find(x){if(x.t.isConnected)return x.t;var n=x.t.id&&d.getElementById(x.t.id);if(n)return n;n=d.body;for(var i=0;i<x.p.length&&n;i++)n=n.children[x.p[i]];return n&&n.tagName===x.t.tagName&&n.getAttribute('role')===x.t.getAttribute('role')?n:null}function idle(f){window.requestIdleCallback?requestIdleCallback(f,{timeout:300}):setTimeout(f,50)}function r(){var x=q[0];if(!x){busy=0;return}var t=find(x);if((!t||!has(t,'__reactProps$'))&&x.n++<1200)return void setTimeout(r,25);if(!x.i){x.i=1;return void idle(r)}q.shift();t=find(x);if(!t)return void setTimeout(r,0);t.click();if(t.getAttribute('role')!=='tab')return void setTimeout(r,0);idle(function(){var u=find(x);if(u&&u.getAttribute('aria-selected')!=='true'&&x.k++<20){x.i=0;q.unshift(x)}r()})}function add(t){q.push({t:t,p:path(t),n:0,k:0});if(!busy){busy=1;setTimeout(r,0)}}d.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${JSON.stringify(SELECTOR)}):null;if(!t||t.disabled||t.getAttribute('aria-disabled')==='true'||has(t,'__reactProps$'))return;if(!has(d,'__reactContainer$'))return add(t);setTimeout(function(){if(!has(t,'__reactProps$')&&t.isConnected)add(t)},0)},true)})(document)`

/** Runs as soon as the parser reaches the banner's end (before the banner is first painted). */
export const SHOW_UNLESS_CHOSEN = `(function(s){if(!document.cookie.split('; ').some(function(c){return c.indexOf(${JSON.stringify(`${COOKIE_CONSENT_COOKIE}=`)})===0}))s.hidden=false})(document.currentScript.parentNode)`
