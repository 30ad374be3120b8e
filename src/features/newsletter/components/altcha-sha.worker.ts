/**
 * ALTCHA's SHA proof-of-work worker, bundled as a same-origin script: the site's CSP
 * (`script-src 'self'`, no `blob:`) forbids the widget's default inline blob workers.
 */
import 'altcha/workers/sha'
