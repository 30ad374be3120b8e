/** Payload for integration tests (in-process, against the run's throwaway database). */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Finds a seeded staff user (roles in the JWT-shaped object Payload's access functions receive). */
export async function staffUser(payload: Payload, email: string) {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  const user = found.docs[0]
  if (!user) throw new Error(`seeded staff user ${email} missing`)
  return { ...user, collection: 'users' as const }
}
