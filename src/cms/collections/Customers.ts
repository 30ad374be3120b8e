import type { CollectionConfig } from 'payload'
import { adminOrCustomerSelf } from '../access/adminOrCustomerSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { resetPasswordEmail, verificationEmail } from '../../features/account/domain/emailContent'
import { resetPasswordUrl, verificationUrl } from '../../features/account/domain/paths'
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS, REMEMBER_ME_SECONDS } from '../../features/account/domain/session'
import { socialProviders } from '../../features/account/domain/social'

type CustomerLike = { firstName?: string | null; preferredLanguage?: string | null }
const langOf = (user: CustomerLike | undefined): 'es' | 'en' | 'pt' => (user?.preferredLanguage === 'en' || user?.preferredLanguage === 'pt' ? user.preferredLanguage : 'es')
const origin = () => env.SITE_URL

/**
 * Storefront customers (spec §1, §3 "Login form", §4 "Login"; issue #6), separate from staff `users`.
 * Email verification with a link to the storefront's localized verify page; 5 failed logins lock the
 * account for 15 minutes; sessions live in `customers_sessions` (logout deletes the row) and tokens
 * expire after 7 days at most (spec §4 cookie lifetime). Customers never reach /admin.
 * Sign-up, login and social login go through the rate-limited `/account-session/…` route handlers.
 * Password reset: Payload's forgotPassword emails a one-hour link to the storefront's localized reset
 * page (`/es/cuenta/restablecer/?token=…` ↔ `/en/account/reset/?token=…`), not to /admin.
 */
import { closeCustomerAuthEndpoints } from '../hooks/authGuards'
import { secureCookies } from '../../lib/cookieOptions'
import { env } from '../../lib/env'
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'firstName', 'lastName', 'preferredLanguage', '_verified'] },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: REMEMBER_ME_SECONDS,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
    verify: {
      generateEmailSubject: ({ user }) => verificationEmail(langOf(user as CustomerLike), '', '').subject,
      generateEmailHTML: ({ token, user }) => {
        const u = user as CustomerLike
        return verificationEmail(langOf(u), u.firstName ?? '', verificationUrl(origin(), langOf(u), token ?? '')).html
      },
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => resetPasswordEmail(langOf(args?.user as CustomerLike), '', '').subject,
      generateEmailHTML: (args) => {
        const u = args?.user as CustomerLike
        return resetPasswordEmail(langOf(u), u?.firstName ?? '', resetPasswordUrl(origin(), langOf(u), args?.token ?? '')).html
      },
    },
  },
  // Customers sign in, reset and refresh only through the storefront's routes (issue #13 item 5).
  hooks: { beforeOperation: [closeCustomerAuthEndpoints] },
  access: {
    admin: () => false,
    read: adminOrCustomerSelf,
    create: isAdmin,
    update: adminOrCustomerSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    // Merged with Payload's auth email field: a customer cannot change their own address (the social
    // login links accounts by verified email, so a self-chosen address would hijack another's login).
    { name: 'email', type: 'email', access: { update: isAdminField } },
    { name: '_verified', type: 'checkbox', access: { create: isAdminField, update: isAdminField } },
    { name: 'firstName', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', type: 'text', required: true, maxLength: 80 },
    {
      name: 'preferredLanguage',
      type: 'select',
      required: true,
      defaultValue: 'es',
      options: [
        { label: 'Español', value: 'es' },
        { label: 'English', value: 'en' },
        { label: 'Português', value: 'pt' },
      ],
    },
    {
      name: 'socialAccounts',
      type: 'array',
      admin: { readOnly: true, description: 'Provider accounts linked by social login.' },
      access: { create: isAdminField, update: isAdminField },
      fields: [
        { name: 'provider', type: 'select', required: true, options: socialProviders.map((p) => ({ label: p, value: p })) },
        { name: 'key', type: 'text', required: true, index: true, admin: { description: 'provider:subject' } },
        { name: 'linkedAt', type: 'date' },
      ],
    },
  ],
}
