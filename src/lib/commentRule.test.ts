import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The comment rule (docs/architecture.md): comments state the contract and the rule's source
 * (spec section, Stripe doc, OTA term), never a tracker number a reader cannot look up.
 * Scans the comments of every .ts/.tsx file under src/ (string literals, test names included, are not comments).
 */
const TRACKER_REFERENCE = /\bissues? #\d+|#\d+ items? \d+/gi

const srcDir = path.resolve(__dirname, '..')

/** Not scanned: `payload-types.ts` is generated (`payload generate:types`) from the fields' `admin.description` strings. */
const NOT_SCANNED = [/^payload-types\.ts$/]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every comment of a file as [start offset, text]: the trivia in front of each token (same-line comments are "trailing" to TypeScript). */
function comments(file: string, text: string): Array<[number, string]> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const found = new Map<number, string>()
  const visit = (node: ts.Node) => {
    const ranges = [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])]
    for (const range of ranges) found.set(range.pos, text.slice(range.pos, range.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found]
}

describe('comment rule', () => {
  it('no comment under src/ carries a tracker reference', () => {
    const offenders: string[] = []
    for (const file of sourceFiles(srcDir)) {
      if (NOT_SCANNED.some((skip) => skip.test(path.relative(srcDir, file)))) continue
      const text = readFileSync(file, 'utf8')
      // only a file whose text has a tracker reference somewhere is parsed (is it in a comment?): parsing all of src/ took ~5 s
      if (!new RegExp(TRACKER_REFERENCE.source, 'i').test(text)) continue
      for (const [pos, comment] of comments(file, text)) {
        for (const match of comment.matchAll(TRACKER_REFERENCE)) {
          const line = text.slice(0, pos + match.index).split('\n').length
          offenders.push(`${path.relative(srcDir, file)}:${line}: ${match[0]}`)
        }
      }
    }
    expect(offenders).toEqual([])
  })
})
