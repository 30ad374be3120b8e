/**
 * The `name` of the site's exclusive disclosures (`<details name>`): the phone's language list, the
 * menu drawer, the chat panel and a signed-in customer's account panel on a phone. Opening one
 * closes the others; `PanelDismiss` (site header) closes the open one on Escape and on a press outside it.
 */
export const SITE_PANEL = 'site-panel'
