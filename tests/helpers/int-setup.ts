/** Points Payload at the run's test database before any test file imports the config. */
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
process.env.DATABASE_POOL_MAX = '4'
