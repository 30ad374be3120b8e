import type { CollectionConfig, FieldHook, Payload } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { hasRole } from '../access/roles'
import { adminDateField } from '../fields/hotelTime'
import { languageOptions } from '../fields/options'
import { adminGroups } from '../groups'
import { isCountryCode } from '../../lib/geo/countries'
import { FORWARD_STATUSES } from '../../features/newsletter/domain/forwarding'

const FORWARD_STATUS_LABELS: Record<(typeof FORWARD_STATUSES)[number], { en: string; es: string }> = {
  pending: { en: 'Pending', es: 'Pendiente' },
  forwarded: { en: 'Forwarded', es: 'Enviada' },
  rejected: { en: 'Rejected by the service', es: 'Rechazada por el servicio' },
  failed: { en: 'Failed', es: 'Fallida' },
}

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
  labels: { singular: { en: 'Newsletter subscription', es: 'Suscripción al boletín' }, plural: { en: 'Newsletter subscriptions', es: 'Suscripciones al boletín' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'country', 'lang', 'createdAt'],
    group: adminGroups.newsletter,
    description: { en: 'Sign-ups from the newsletter form. Created by the website only.', es: 'Altas desde el formulario del boletín. Solo las crea el sitio web.' },
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
      label: { en: 'Email', es: 'Correo electrónico' },
      admin: { description: { en: 'Stored in lower case; one subscription per address.', es: 'Se guarda en minúsculas; una suscripción por dirección.' } },
      hooks: { beforeValidate: [normaliseEmail] },
    },
    { name: 'firstName', type: 'text', required: true, maxLength: 80, label: { en: 'First name', es: 'Nombre' } },
    { name: 'lastName', type: 'text', required: true, maxLength: 80, label: { en: 'Last name', es: 'Apellidos' } },
    {
      name: 'site',
      type: 'text',
      required: true,
      defaultValue: 'HXA',
      label: { en: 'Site', es: 'Sitio' },
      admin: { description: { en: 'Site code the person signed up on (spec §9), e.g. HXA.', es: 'Código del sitio donde se suscribió (spec §9), p. ej. HXA.' } },
    },
    { name: 'lang', type: 'select', required: true, label: { en: 'Language', es: 'Idioma' }, options: languageOptions },
    {
      name: 'country',
      type: 'text',
      required: true,
      maxLength: 2,
      label: { en: 'Country', es: 'País' },
      admin: { description: { en: 'ISO 3166-1 two-letter code in capitals, e.g. MX, US.', es: 'Código ISO 3166-1 de dos letras en mayúsculas, p. ej. MX, US.' } },
      validate: (value: unknown) => isCountryCode(value) || 'Use an ISO 3166-1 alpha-2 code in upper case (e.g. MX)',
    },
    {
      type: 'row',
      fields: [
        { name: 'acceptance', type: 'checkbox', defaultValue: false, label: { en: 'Accepted the privacy notice', es: 'Aceptó el aviso de privacidad' } },
        { name: 'permission', type: 'checkbox', defaultValue: false, label: { en: 'Permission to send offers', es: 'Permiso para enviar ofertas' } },
      ],
    },
    {
      name: 'forwarding',
      type: 'group',
      label: { en: 'Forwarding', es: 'Envío al servicio' },
      admin: {
        description: {
          en: 'Delivery to the external subscription service (Site settings › Newsletter).',
          es: 'Entrega al servicio de suscripciones externo (Ajustes del sitio › Boletín).',
        },
      },
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: { en: 'Status', es: 'Estado' },
          options: FORWARD_STATUSES.map((s) => ({ label: FORWARD_STATUS_LABELS[s], value: s })),
          admin: {
            description: {
              en: 'Set a failed or rejected one back to Pending to retry it (after fixing the cause).',
              es: 'Vuelve a poner una fallida o rechazada en Pendiente para reintentarla (tras corregir la causa).',
            },
          },
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0, label: { en: 'Attempts', es: 'Intentos' }, admin: { readOnly: true } },
        adminDateField({ name: 'nextAttemptAt', type: 'date', index: true, label: { en: 'Next attempt', es: 'Próximo intento' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } }),
        adminDateField({ name: 'forwardedAt', type: 'date', label: { en: 'Forwarded at', es: 'Enviada el' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } }),
        { name: 'lastError', type: 'text', label: { en: 'Last error', es: 'Último error' }, admin: { readOnly: true } },
      ],
    },
  ],
})
