/**
 * Payload's first-register (`POST /api/users/first-register`, the admin's create-first-user form) is
 * open whenever no staff account exists — an image started without the seed step, an emptied
 * database — and would make the first visitor an admin. In a deployment it is refused
 * (`throttleStaffAuth`, src/cms/hooks/authGuards.ts): the first admin comes from the seed
 * (ADMIN_EMAIL / ADMIN_PASSWORD). Local runs (development, `npm start` with LOCAL_PRODUCTION_RUN) keep it.
 */
import type { CollectionBeforeOperationHook } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { Users } from '../../src/cms/collections/Users'
import { throttleStaffAuth } from '../../src/cms/hooks/authGuards'
import { reloadEnv } from '../../src/lib/env'

type HookArgs = Parameters<CollectionBeforeOperationHook>[0]
const saved = { NODE_ENV: process.env.NODE_ENV, LOCAL_PRODUCTION_RUN: process.env.LOCAL_PRODUCTION_RUN, SITE_URL: process.env.SITE_URL }
let n = 0

/** The hook as Payload's REST first-register calls it: operation `create`, no user, through HTTP. */
const firstRegister = () =>
  throttleStaffAuth({
    args: { data: { email: 'intruder@example.com', password: 'intruder-password-1' } },
    operation: 'create',
    req: { payloadAPI: 'REST', user: null, headers: new Headers({ 'x-forwarded-for': `203.0.113.${200 + ++n}` }) },
    collection: { config: Users },
    context: {},
  } as unknown as HookArgs)

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  reloadEnv()
}

afterEach(() => setEnv(saved))

describe('first-register', () => {
  it('is wired on the staff collection', () => {
    expect(Users.hooks?.beforeOperation).toContain(throttleStaffAuth)
  })

  it('is refused in a deployment, saying where staff accounts come from', async () => {
    setEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: undefined })
    await expect(firstRegister()).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/ADMIN_EMAIL and ADMIN_PASSWORD.*npm run db:seed/) })
  })

  it('stays open on a local run (development, npm start)', async () => {
    setEnv({ NODE_ENV: 'development', LOCAL_PRODUCTION_RUN: undefined })
    await expect(firstRegister()).resolves.toBeTruthy()
    // `npm start`: a local production run, which counts only on a loopback SITE_URL
    setEnv({ NODE_ENV: 'production', LOCAL_PRODUCTION_RUN: '1', SITE_URL: 'http://127.0.0.1:3000' })
    await expect(firstRegister()).resolves.toBeTruthy()
  })
})
