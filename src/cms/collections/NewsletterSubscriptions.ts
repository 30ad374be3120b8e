import type { CollectionConfig, FieldHook, Payload } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { hasRole } from '../access/roles'
import { isCountryCode } from '../../lib/geo/countries'
import { FORWARD_STATUSES } from '../../features/newsletter/domain/forwarding'

/** Emails are stored trimmed and lower-cased, so the unique index catches `Ana@X.com` = `ana@x.com`. */
const normaliseEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/**
 * Newsletter subscriptions (spec §3 Newsletter form and signup payload, §8 duplicate key). One row per
 * email (unique, lower-cased). The sign-up route handler creates them with `overrideAccess` after
 * validating the form and the captcha; nobody creates them through the API. Staff with content work
 * (admin, editor) read them; admins may correct or erase one (e.g. a data-protection request) and set
 * a failed forwarding back to pending.
 *
 * `forwarding` tracks delivery to the external subscription service configured in the site settings:
 * pending (with attempts and the next attempt's time) until forwarded, rejected or failed.
 */
/** What the newsletter feature plugs in (payload.config.ts): the forwarding run behind the retry endpoint. */
export type NewsletterSubscriptionsHooks = { forwardDue: (payload: Payload, opts: { limit: number }) => Promise<unknown> }

export const newsletterSubscriptionsCollection = (hooks: NewsletterSubscriptionsHooks): CollectionConfig => ({
  slug: 'newsletter-subscriptions',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'country', 'lang', 'createdAt'],
    group: 'Newsletter',
    description: 'Sign-ups from the newsletter form. Created by the website only.',
  },
  access: {
    read: isAdminOrEditor,
    create: () => false, // only the sign-up route handler, with overrideAccess after validation
    update: isAdmin,
    delete: isAdmin,
  },
  endpoints: [
    {
      // `POST /api/newsletter-subscriptions/forward-pending`: retries every due pending forwarding now
      // (for a cron, or after fixing the service settings). Admin or ops; answers the counts per state.
      path: '/forward-pending',
      method: 'post',
      handler: async (req) => {
        if (!hasRole(req.user, 'admin', 'ops')) return Response.json({ ok: false, code: 'FORBIDDEN' }, { status: 403 })
        const run = await hooks.forwardDue(req.payload, { limit: 100 })
        return Response.json({ ok: true, data: run })
      },
    },
  ],
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [normaliseEmail] },
    },
    { name: 'firstName', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', type: 'text', required: true, maxLength: 80 },
    { name: 'site', type: 'text', required: true, defaultValue: 'HXA', admin: { description: 'Site code (spec §9).' } },
    {
      name: 'lang',
      type: 'select',
      required: true,
      options: [
        { label: 'Español', value: 'es' },
        { label: 'English', value: 'en' },
      ],
    },
    {
      name: 'country',
      type: 'text',
      required: true,
      maxLength: 2,
      validate: (value: unknown) => isCountryCode(value) || 'Use an ISO 3166-1 alpha-2 code in upper case (e.g. MX)',
    },
    {
      type: 'row',
      fields: [
        { name: 'acceptance', type: 'checkbox', defaultValue: false, label: 'Accepted the privacy notice' },
        { name: 'permission', type: 'checkbox', defaultValue: false, label: 'Permission to send offers' },
      ],
    },
    {
      name: 'forwarding',
      type: 'group',
      admin: { description: 'Delivery to the external subscription service (site settings › newsletter).' },
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: FORWARD_STATUSES.map((s) => ({ label: s, value: s })),
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true } },
        { name: 'nextAttemptAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'forwardedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastError', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
})
