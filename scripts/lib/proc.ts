/** Child-process helpers for the dev/start/test scripts: process groups, so servers die whole. */
import { spawn, type SpawnOptions } from 'node:child_process'

/** Runs a command to completion; resolves with its exit code (never rejects on non-zero). */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

/**
 * Starts a long-running command in its own process group and forwards SIGINT/SIGTERM to the group.
 * @param onExit called once when the child exits (after which the caller should clean up)
 */
export function startGroup(cmd: string, args: string[], options: SpawnOptions, onExit: (code: number) => void) {
  const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...options })
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        /* already gone */
      }
    }
  }
  process.on('SIGINT', () => kill('SIGTERM'))
  process.on('SIGTERM', () => kill('SIGTERM'))
  child.on('exit', (code) => onExit(code ?? 0))
  /** `pid` is also the process group's id (every process the command starts is in it). */
  return { kill, pid: child.pid }
}
