import type { Access } from 'payload'
import { hasRole } from './roles'

/** Customers (issue #6): staff admins see and edit every customer; a customer only their own record. */
export const adminOrCustomerSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (user && (user.collection as string) === 'customers') return { id: { equals: user.id } }
  return false
}
