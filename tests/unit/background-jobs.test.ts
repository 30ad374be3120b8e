import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { JOBS } from '../../src/jobs'
import { parseEnv } from '../../src/lib/env'
import { JOB_LOCK_KEYS, JOB_NAMES } from '../../src/lib/jobRuns'

/**
 * Background jobs, one way (docs/architecture.md "Background jobs"): every job is declared once in
 * the registry src/jobs.ts and runs on the shared timer of src/lib/jobRuns.ts (lock, recorded runs,
 * stopped on shutdown). A server module with its own `setInterval` would be a job outside all that.
 */
const root = path.resolve(__dirname, '../..')
const srcDir = path.join(root, 'src')

/** The one module allowed to create an interval timer. */
const TIMER_HOME = 'src/lib/jobRuns.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** A browser module (`'use client'` first): its timers live in a visitor's tab, not on the server. */
const isClientModule = (text: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text)

describe('background jobs: one registry, one timer', () => {
  it('no server module under src/ but src/lib/jobRuns.ts calls setInterval or builds its own recorded timer', () => {
    const offenders: string[] = []
    for (const file of sourceFiles(srcDir)) {
      const rel = path.relative(root, file)
      if (rel === TIMER_HOME) continue
      const text = readFileSync(file, 'utf8')
      if (isClientModule(text)) continue
      text.split('\n').forEach((line, i) => {
        if (/\bsetInterval\s*\(|\brecordedInterval\s*\(/.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`)
      })
    }
    expect(offenders).toEqual([])
  })

  it('declares every job once, with the name its runs are recorded under and its own lock', () => {
    const names = JOBS.map((j) => j.name)
    expect([...names].sort()).toEqual([...JOB_NAMES].sort())
    expect(new Set(Object.values(JOB_LOCK_KEYS)).size).toBe(JOB_NAMES.length)
  })

  it("reads each job's period from the env schema (on by default) and documents it in .env.example", () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8')
    const defaults = parseEnv({})
    for (const job of JOBS) {
      expect(defaults[job.every], job.every).toBeGreaterThan(0)
      expect(example, job.every).toMatch(new RegExp(`^# ${job.every}=`, 'm'))
    }
    expect(new Set(JOBS.map((j) => j.every)).size).toBe(JOBS.length)
  })
})
