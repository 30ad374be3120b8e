/**
 * No click is lost before hydration (issue #17 / #14 item 9). Until React has hydrated a control that
 * only JavaScript makes work (a `type="button"` button, a react-aria tab, option, switch or div
 * button), pressing it does nothing: before `hydrateRoot` no listener exists, and after it React drops
 * a click on a part it cannot hydrate yet (its client chunk is still loading). Links and forms work
 * without JS and are left alone. This inline script, first in `<body>`, watches clicks on such
 * controls while they are not hydrated (no `__reactProps$…` key on the element):
 * - React not started yet (no `__reactContainer$…` on `document`): the click is recorded;
 * - React started: if the element is still not hydrated once React's own dispatch is over, React
 *   dropped the click and it is recorded; if React hydrated it then, React ran it and it is not.
 * Recorded clicks are replayed in order, each once its element is hydrated (at most 10 s) and the
 * page is idle (React finished that pass; at most 300 ms more), one per task so each click's render
 * lands before the next. Hydration may put a new node in the old
 * one's place (react-aria collections do): the element is then found again by its id, else by its
 * position under `<body>` with the same tag and role. Nothing runs twice: a hydrated element's
 * clicks are never recorded. Server component: no client bundle; about 1.1 KB of inline script.
 */
const SELECTOR = 'button[type="button"],[role="button"]:not(a):not(button),[role="tab"],[role="switch"],[role="option"]'

/** The script's source (exported for the page layout and its browser test). */
export const EARLY_CLICK_REPLAY = `(function(d){var q=[],busy=0;function has(o,p){var k=Object.keys(o);for(var i=0;i<k.length;i++)if(k[i].indexOf(p)===0)return true;return false}function path(t){var p=[];for(var n=t;n&&n!==d.body;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return p}function find(x){if(x.t.isConnected)return x.t;var n=x.t.id&&d.getElementById(x.t.id);if(n)return n;n=d.body;for(var i=0;i<x.p.length&&n;i++)n=n.children[x.p[i]];return n&&n.tagName===x.t.tagName&&n.getAttribute('role')===x.t.getAttribute('role')?n:null}function r(){var x=q[0];if(!x){busy=0;return}var t=find(x);if((!t||!has(t,'__reactProps$'))&&x.n++<400)return void setTimeout(r,25);if(!x.i){x.i=1;return void(window.requestIdleCallback?requestIdleCallback(r,{timeout:300}):setTimeout(r,50))}q.shift();t=find(x);if(t)t.click();setTimeout(r,0)}function add(t){q.push({t:t,p:path(t),n:0});if(!busy){busy=1;setTimeout(r,0)}}d.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${JSON.stringify(SELECTOR)}):null;if(!t||t.disabled||t.getAttribute('aria-disabled')==='true'||has(t,'__reactProps$'))return;if(!has(d,'__reactContainer$'))return add(t);setTimeout(function(){if(!has(t,'__reactProps$')&&t.isConnected)add(t)},0)},true)})(document)`

export function EarlyClickReplay() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_REPLAY }} />
}
