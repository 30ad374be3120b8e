/**
 * The `name` of the site's exclusive disclosures (`<details name>`): the phone's language list, the
 * menu drawer and the chat panel. Opening one closes the others; `PanelDismiss` closes the open one
 * on Escape and on a press outside it.
 */
export const SITE_PANEL = 'site-panel'
