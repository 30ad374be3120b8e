/**
 * What browser code may not pull in (issue #16 item 1: the script a click or a page downloads):
 * `src/lib/i18n/dictionaries.ts` bundles the message catalogues of all three languages; a browser
 * module takes its texts as props from the server or imports its own language's catalogue
 * (e.g. `features/newsletter/components/newsletterTexts.ts`).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserImportTrails } from '../helpers/browser-imports'

describe('browser code', () => {
  it('never imports the three message catalogues at once', () => {
    expect(browserImportTrails(path.resolve(__dirname, '../../src/lib/i18n/dictionaries.ts'))).toEqual([])
  })
})
