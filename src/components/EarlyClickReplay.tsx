/**
 * No click is lost before hydration. Until React has hydrated a control that
 * only JavaScript makes work (a `type="button"` button, a react-aria tab, option, switch or div
 * button), pressing it does nothing: before `hydrateRoot` no listener exists, and after it React drops
 * a click on a part it cannot hydrate yet (its client chunk is still loading). Links and forms work
 * without JS and are left alone. This inline script, first in `<body>`, watches clicks on such
 * controls while they are not hydrated (no `__reactProps$…` key on the element):
 * - React not started yet (no `__reactContainer$…` on `document`): the click is recorded;
 * - React started: if the element is still not hydrated once React's own dispatch is over, React
 *   dropped the click and it is recorded; if React hydrated it then, React ran it and it is not.
 * Recorded clicks are replayed in order, each once its element is hydrated (at most 30 s) and the
 * page is idle (React finished that pass; at most 300 ms more), one per task so each click's render
 * lands before the next. A tab is checked once the page is idle again: under a slow CPU (Chromium at
 * 4 × throttling, a phone) react-aria's tab list can have its props on the element and still ignore
 * the replayed click, so a tab that is not `aria-selected` is clicked again (at most 20 times;
 * choosing a tab twice is harmless, and the clicks after it wait their turn). Hydration may put a new
 * node in the old one's place (react-aria collections do): the element is then found again by its id,
 * else by its position under `<body>` with the same tag and role. Nothing else runs twice: a hydrated
 * element's clicks are never recorded. Server component: no client bundle; about 1.6 KB of inline
 * script.
 */
import { EARLY_CLICK_REPLAY } from '../lib/inlineScripts'

export { EARLY_CLICK_REPLAY }

export function EarlyClickReplay() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_REPLAY }} />
}
