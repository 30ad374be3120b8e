import { describe, expect, it } from 'vitest'
import { hotelApiStatus } from './status'

const client = (fn: () => Promise<unknown>) => ({ getBookingConfig: fn }) as never

describe('hotelApiStatus (a dependency, not readiness)', () => {
  it('ok when the booking configuration answers; the error when it fails, hangs or no hotel is set; never throws', async () => {
    expect(
      await hotelApiStatus(
        31453,
        client(async () => ({})),
      ),
    ).toMatchObject({ ok: true })
    expect(
      await hotelApiStatus(
        31453,
        client(async () => Promise.reject(new Error('The hotel API could not be reached'))),
      ),
    ).toMatchObject({ ok: false, error: 'The hotel API could not be reached' })
    const started = Date.now()
    expect(
      await hotelApiStatus(
        31453,
        client(() => new Promise(() => {})),
        200,
      ),
    ).toMatchObject({ ok: false, error: 'timed out after 200 ms' })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(
      await hotelApiStatus(
        null,
        client(async () => ({})),
      ),
    ).toMatchObject({ ok: false, error: 'no hotel configured in the CMS' })
  })
})
