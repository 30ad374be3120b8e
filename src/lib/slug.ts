/** URL path segment(s) of a CMS page: lower-case letters, digits and hyphens, `/` between segments (the pages' slug field, the content route). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
