/**
 * What browser code reaches: from every `'use client'` module of `src/`, the modules it imports by
 * value (static and dynamic; type-only imports are erased, a `'use server'` module reaches the browser
 * as references to its actions, not as code), followed transitively through `src/` (`@/` and relative
 * paths; packages are not followed).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const src = path.resolve(__dirname, '../../src')

/** Every TypeScript module under `dir` (absolute paths), tests excluded. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : []
  })

/**
 * The import trails (`a.tsx → b.ts → target.ts`, paths relative to src/) by which browser code
 * reaches `target` (an absolute path of a module of src/); empty when none does.
 */
export function browserImportTrails(target: string): string[] {
  const all = sourceFiles(src)
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
    if (!base) return null // a package
    for (const f of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) if (all.includes(f)) return f
    return null
  }
  const importsOf = (f: string) =>
    [...readFileSync(f, 'utf8').matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/gm)]
      .map((m) => resolve(f, m[1] ?? m[2]!))
      .filter((x): x is string => x !== null)
  const head = (f: string) => readFileSync(f, 'utf8').slice(0, 200)
  const serverActions = (f: string) => /^['"]use server['"]/m.test(head(f))
  const offenders: string[] = []
  for (const start of all.filter((f) => /^['"]use client['"]/m.test(head(f)))) {
    const seen = new Set([start])
    const queue = [[start]]
    while (queue.length) {
      const trail = queue.shift()!
      for (const next of importsOf(trail.at(-1)!)) {
        if (next === target) offenders.push([...trail, next].map((f) => path.relative(src, f)).join(' → '))
        else if (!seen.has(next) && !serverActions(next)) {
          seen.add(next)
          queue.push([...trail, next])
        }
      }
    }
  }
  return offenders
}
