/**
 * A screenshot for the editors' guide: saved with the test's output, and copied into `docs/editors/`
 * (`<name>.png`, the picture docs/editors.md shows) when the run sets `EDITORS_GUIDE_SHOTS=1`.
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

export async function guideShot(page: Page, info: TestInfo, name: string): Promise<void> {
  const file = info.outputPath(`${name}.png`)
  await page.screenshot({ path: file })
  if (process.env.EDITORS_GUIDE_SHOTS) {
    const dir = path.join(process.cwd(), 'docs', 'editors')
    mkdirSync(dir, { recursive: true })
    copyFileSync(file, path.join(dir, `${name}.png`))
  }
}
