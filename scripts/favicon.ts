/**
 * `npx tsx scripts/favicon.ts`: renders `src/app/icon.svg` (the site's icon: the wordmark's "A" in
 * white on terracotta, docs/design.md) into `src/app/favicon.ico` — 16, 32 and 48 px PNG images in
 * one ICO file — with Chromium (`CHROMIUM_PATH` or /usr/bin/chromium, through Playwright). Run it
 * after changing the SVG and commit both. Browsers that show SVG icons take icon.svg; the rest, and
 * anything asking for /favicon.ico without reading the page, get the ICO (none answers 404).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright'

const app = path.resolve(import.meta.dirname, '..', 'src', 'app')
const svg = readFileSync(path.join(app, 'icon.svg'), 'utf8')
const sizes = [16, 32, 48]
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
const pngs: Buffer[] = []
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`)
    pngs.push(await page.screenshot({ omitBackground: true }))
  }
} finally {
  await browser.close()
}
// ICO: a 6-byte header, a 16-byte entry per image (width, height, colours, planes, bits, size, offset), then the PNGs
const header = Buffer.alloc(6 + 16 * sizes.length)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(sizes.length, 4)
let offset = header.length
sizes.forEach((size, i) => {
  const at = 6 + 16 * i
  header.writeUInt8(size, at)
  header.writeUInt8(size, at + 1)
  header.writeUInt16LE(1, at + 4)
  header.writeUInt16LE(32, at + 6)
  header.writeUInt32LE(pngs[i].length, at + 8)
  header.writeUInt32LE(offset, at + 12)
  offset += pngs[i].length
})
writeFileSync(path.join(app, 'favicon.ico'), Buffer.concat([header, ...pngs]))
console.log(`src/app/favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`)
