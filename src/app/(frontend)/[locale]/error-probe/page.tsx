import { notFound } from 'next/navigation'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Test hook for the fallback error page: throws only when the server runs with
 * `E2E_ERROR_PROBE=1` (the end-to-end suite); a 404 everywhere else.
 */
export default function ErrorProbe() {
  if (!env.E2E_ERROR_PROBE) notFound()
  throw new Error('error-probe: deliberate rendering failure for the end-to-end test')
}
