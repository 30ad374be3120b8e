import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Customers: staff admins see and edit every customer; a customer only their own record, and only
 * through the local API the storefront's routes call (`req.payloadAPI === 'local'`): Payload's REST
 * and GraphQL never act for a customer (src/cms/http/customerTokens.ts refuses their tokens there).
 */
export const adminOrCustomerSelf: Access = ({ req }) => {
  const { user } = req
  if (hasRole(user, 'admin')) return true
  if (user && (user.collection as string) === 'customers' && req.payloadAPI === 'local') return { id: { equals: user.id } }
  return false
}
