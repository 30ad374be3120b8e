import type { CollectionConfig } from 'payload'
import { adminOrCustomerSelf } from '../access/adminOrCustomerSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { adminDateField } from '../fields/hotelTime'
import { rowLabel } from '../fields/rowLabel'
import { adminGroups } from '../groups'
import { resetPasswordEmail, verificationEmail } from '../../features/account/domain/emailContent'
import { resetPasswordUrl, verificationUrl } from '../../features/account/domain/paths'
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS, REMEMBER_ME_SECONDS } from '../../features/account/domain/session'
import { socialProviders } from '../../features/account/domain/social'

const PROVIDER_NAMES: Record<(typeof socialProviders)[number], string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' }

type CustomerLike = { firstName?: string | null; preferredLanguage?: string | null }
const langOf = (user: CustomerLike | undefined): 'es' | 'en' | 'pt' => (user?.preferredLanguage === 'en' || user?.preferredLanguage === 'pt' ? user.preferredLanguage : 'es')
const origin = () => env.SITE_URL

/**
 * Storefront customers (spec §1, §3 "Login form", §4 "Login"), separate from staff `users`.
 * Email verification with a link to the storefront's localized verify page; 5 failed logins lock the
 * account for 15 minutes; sessions live in `customers_sessions` (logout deletes the row) and tokens
 * expire after 7 days at most (spec §4 cookie lifetime). Customers never reach /admin.
 * Sign-up, login and social login go through the rate-limited `/account-session/…` route handlers.
 * Password reset: Payload's forgotPassword emails a one-hour link to the storefront's localized reset
 * page (`/es/cuenta/restablecer/?token=…` ↔ `/en/account/reset/?token=…`), not to /admin.
 */
import { closeCustomerAuthEndpoints, customerPasswordNeedsProof } from '../hooks/authGuards'
import { secureCookies } from '../../lib/cookieOptions'
import { env } from '../../lib/env'
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { en: 'Customer account', es: 'Cuenta de cliente' }, plural: { en: 'Customer accounts', es: 'Cuentas de clientes' } },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.admin,
    defaultColumns: ['email', 'firstName', 'lastName', 'preferredLanguage', '_verified'],
    description: {
      en: "Travellers' accounts on the website (not staff). They sign in on the storefront only.",
      es: 'Cuentas de viajeros en el sitio web (no personal). Solo inician sesión en el sitio.',
    },
  },
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
  // Customers sign in, reset and refresh only through the storefront's routes; a password is set only
  // with the emailed reset token (src/cms/hooks/authGuards.ts).
  hooks: { beforeOperation: [closeCustomerAuthEndpoints, customerPasswordNeedsProof] },
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
    { name: 'email', type: 'email', label: { en: 'Email', es: 'Correo electrónico' }, access: { update: isAdminField } },
    {
      name: '_verified',
      type: 'checkbox',
      label: { en: 'Email verified', es: 'Correo verificado' },
      admin: { description: { en: 'On once the customer followed the link in the verification email.', es: 'Se activa cuando el cliente abre el enlace del correo de verificación.' } },
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'firstName', type: 'text', required: true, maxLength: 80, label: { en: 'First name', es: 'Nombre' } },
    { name: 'lastName', type: 'text', required: true, maxLength: 80, label: { en: 'Last name', es: 'Apellidos' } },
    {
      name: 'preferredLanguage',
      type: 'select',
      required: true,
      defaultValue: 'es',
      label: { en: 'Language of emails', es: 'Idioma de los correos' },
      options: [
        { label: { en: 'Spanish', es: 'Español' }, value: 'es' },
        { label: { en: 'English', es: 'Inglés' }, value: 'en' },
        { label: { en: 'Portuguese', es: 'Portugués' }, value: 'pt' },
      ],
    },
    {
      name: 'socialAccounts',
      type: 'array',
      label: { en: 'Linked social logins', es: 'Inicios de sesión sociales vinculados' },
      labels: { singular: { en: 'Social login', es: 'Inicio de sesión social' }, plural: { en: 'Social logins', es: 'Inicios de sesión sociales' } },
      admin: {
        readOnly: true,
        description: { en: 'Provider accounts linked by social login.', es: 'Cuentas de proveedores vinculadas al iniciar sesión con redes sociales.' },
        components: rowLabel(['provider', 'key'], { en: 'Social login', es: 'Inicio de sesión social' }),
      },
      access: { create: isAdminField, update: isAdminField },
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          label: { en: 'Provider', es: 'Proveedor' },
          options: socialProviders.map((p) => ({ label: { en: PROVIDER_NAMES[p], es: PROVIDER_NAMES[p] }, value: p })),
        },
        {
          name: 'key',
          type: 'text',
          required: true,
          index: true,
          label: { en: 'Account key', es: 'Clave de la cuenta' },
          admin: { description: { en: "provider:subject, the provider's id of the account", es: 'proveedor:sujeto, el id de la cuenta en el proveedor' } },
        },
        adminDateField({ name: 'linkedAt', type: 'date', label: { en: 'Linked on', es: 'Vinculada el' } }),
      ],
    },
  ],
}
