import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { isStaffField } from '../access/isStaff'
import { revalidateGlobal } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const hhmm = (v: unknown) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)) || 'Use HH:MM (24 h)'

/**
 * Operational settings (spec §1, §4, §7, §9): maintenance flag, customer-service phones, service hours
 * in Quintana Roo time, web check-in, chat, banners flag, package site, newsletter service config.
 * Ops staff edit it; the storefront shows a change within seconds (revalidated by tag).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: isAdminOrOps },
  hooks: { afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
  fields: [
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      defaultValue: false,
      label: 'Maintenance mode',
      admin: { description: 'Booking surfaces show the maintenance message with the service numbers.' },
    },
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
    { name: 'webCheckInUrl', type: 'text' },
    {
      name: 'chat',
      type: 'group',
      fields: [
        { name: 'webChatUrl', type: 'text' },
        { name: 'whatsappUrl', type: 'text' },
        { name: 'messengerUrl', type: 'text' },
      ],
    },
    { name: 'bannersVisible', type: 'checkbox', defaultValue: false, label: 'Park and hotel banners visible' },
    {
      name: 'packageSite',
      type: 'group',
      fields: [
        { name: 'baseUrl', type: 'text' },
        { name: 'pathEs', type: 'text', defaultValue: '/paquetes/buscar' },
        { name: 'pathEn', type: 'text', defaultValue: '/packages/search' },
      ],
    },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        { name: 'clientId', type: 'text' },
        { name: 'externalKey', type: 'text', access: { read: isStaffField } },
        { name: 'origin', type: 'text' },
        { name: 'mid', type: 'text' },
      ],
    },
  ],
}
