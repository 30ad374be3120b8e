/** Points Payload at the run's test database before any test file imports the config. */
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
process.env.DATABASE_POOL_MAX = '4'
// the test files share one client address ('unknown'): hold caps are tested on their own (tests/security/holds-cap.test.ts)
process.env.HOTEL_HOLD_LIMIT ??= '100000'
process.env.SHOP_CHECKOUT_LIMIT ??= '100000'
