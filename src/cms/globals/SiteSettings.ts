import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminField } from '../access/isAdmin'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { isStaffField } from '../access/isStaff'
import { hotelDateTimeField } from '../fields/hotelTime'
import { revalidateGlobal } from '../hooks/revalidate'
import { maintenanceEndpoint } from '../operations/maintenance'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { deployment } from '../../lib/env'
import { editableUrlProblem } from '../../lib/safeUrl'
import { type SocialProvider, socialProviders } from '../../features/account/domain/social'

/** URLs staff type and the site links to or calls: https to public hosts in a deployment (issue #13 item 12). */
const httpUrl = (v: unknown) => editableUrlProblem(v, deployment()) ?? true
/** A path on the package site: `/…`, never `//host` (which would leave the package site). */
const sitePath = (v: unknown) => v == null || v === '' || (typeof v === 'string' && /^\/(?!\/)[^\s]*$/.test(v)) || 'Use a path starting with /'

/** Public OpenID Connect issuers of the three providers (spec §1: social login, three providers). */
const defaultIssuers: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  apple: 'https://appleid.apple.com',
}

const hhmm = (v: unknown) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)) || 'Use HH:MM (24 h)'

/** Maintenance off clears the expected return time (issue #18 item 6): a later switch-on starts without a stale promise. */
const clearReturnTimeWhenOff: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const on = data.maintenanceMode ?? (originalDoc as { maintenanceMode?: boolean | null } | undefined)?.maintenanceMode
  if (!on) data.maintenanceReturnAt = null
  return data
}

/**
 * Operational settings (spec §1, §4, §7, §9): maintenance flag and its expected return time,
 * customer-service phones, service hours in Quintana Roo time, web check-in, chat, banners flag,
 * package site, newsletter service config, customer social login providers (issue #6).
 * Ops staff edit it; the storefront shows a change within seconds (revalidated by tag).
 * Maintenance is switched in the admin's Operations view (issue #18 item 6, src/cms/components/
 * OperationsView.tsx) through `POST /api/globals/site-settings/maintenance`, not in this form: both
 * fields are left out of the form (`admin.disabled`, so a save of the form never sends a stale value).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: isAdminOrOps },
  hooks: { beforeChange: [clearReturnTimeWhenOff], afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
  endpoints: [maintenanceEndpoint],
  fields: [
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      defaultValue: false,
      label: 'Maintenance mode',
      admin: { disabled: true, description: 'Booking surfaces show the maintenance message with the service numbers. Switched in Operations.' },
    },
    (() => {
      // the UTC instant plus its zone (America/Cancun), entered and shown in Quintana Roo time; set in Operations
      const field = hotelDateTimeField(
        'maintenanceReturnAt',
        { en: 'Expected return (maintenance)', es: 'Regreso previsto (mantenimiento)' },
        { en: 'Shown to travellers in the maintenance message; cleared when maintenance is turned off.', es: 'Se muestra a los viajeros en el aviso de mantenimiento; se borra al desactivarlo.' },
      )
      return { ...field, admin: { ...field.admin, disabled: true } }
    })(),
    {
      name: 'phones',
      type: 'group',
      fields: [
        { name: 'mexico', type: 'text', required: true, defaultValue: '800 292 2738' },
        { name: 'usa', type: 'text', required: true, defaultValue: '1 888 774 0040' },
      ],
    },
    {
      name: 'serviceHours',
      type: 'group',
      fields: [
        { name: 'timezone', type: 'text', required: true, defaultValue: 'America/Cancun' },
        { name: 'weekdaysOpen', type: 'text', required: true, defaultValue: '08:00', validate: hhmm },
        { name: 'weekdaysClose', type: 'text', required: true, defaultValue: '23:00', validate: hhmm },
        { name: 'weekendsOpen', type: 'text', required: true, defaultValue: '08:00', validate: hhmm },
        { name: 'weekendsClose', type: 'text', required: true, defaultValue: '22:00', validate: hhmm },
      ],
    },
    { name: 'webCheckInUrl', type: 'text', validate: httpUrl },
    {
      name: 'chat',
      type: 'group',
      fields: [
        { name: 'webChatUrl', type: 'text', validate: httpUrl },
        { name: 'whatsappUrl', type: 'text', validate: httpUrl },
        { name: 'messengerUrl', type: 'text', validate: httpUrl },
      ],
    },
    { name: 'bannersVisible', type: 'checkbox', defaultValue: false, label: 'Park and hotel banners visible' },
    {
      name: 'packageSite',
      type: 'group',
      fields: [
        { name: 'baseUrl', type: 'text', validate: httpUrl },
        { name: 'pathEs', type: 'text', defaultValue: '/paquetes/buscar', validate: sitePath },
        { name: 'pathEn', type: 'text', defaultValue: '/packages/search', validate: sitePath },
      ],
    },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        {
          name: 'endpointUrl',
          type: 'text',
          access: { read: isStaffField },
          validate: httpUrl,
          admin: { description: 'Subscription service URL (POST). Empty: sign-ups are kept here as pending and forwarded once it is set.' },
        },
        { name: 'clientId', type: 'text' },
        // a credential of the newsletter service: admins only (issue #13 item 9)
        { name: 'externalKey', type: 'text', access: { read: isAdminField, update: isAdminField } },
        { name: 'origin', type: 'text' },
        { name: 'mid', type: 'text' },
      ],
    },
    {
      name: 'socialLogin',
      type: 'group',
      admin: {
        description:
          'Customer social login (OpenID Connect, issue #6). Client secrets come from the environment: SOCIAL_GOOGLE_CLIENT_SECRET, SOCIAL_FACEBOOK_CLIENT_SECRET, SOCIAL_APPLE_CLIENT_SECRET.',
      },
      fields: socialProviders.map((provider) => ({
        name: provider,
        type: 'group' as const,
        fields: [
          { name: 'enabled', type: 'checkbox' as const, defaultValue: false },
          { name: 'issuerUrl', type: 'text' as const, defaultValue: defaultIssuers[provider], validate: httpUrl },
          { name: 'clientId', type: 'text' as const },
        ],
      })),
    },
  ],
}
