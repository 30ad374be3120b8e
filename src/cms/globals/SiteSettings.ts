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
import { messagesFor } from '../../lib/i18n/dictionaries'
import { type SocialProvider, socialProviders } from '../../features/account/domain/social'
import type { IssuerConfirmationTexts } from '../components/IssuerConfirmation'
import { type DiscoverIssuer, issuerDiscoveryEndpoint, issuerUrlValidate } from './issuerConfirmation'

/** URLs staff type and the site links to or calls: https to public hosts in a deployment. */
const httpUrl = (v: unknown) => editableUrlProblem(v, deployment()) ?? true
/** A path on the package site: `/…`, never `//host` (which would leave the package site). */
const sitePath = (v: unknown) => v == null || v === '' || (typeof v === 'string' && /^\/(?!\/)[^\s]*$/.test(v)) || 'Use a path starting with /'

/** Public OpenID Connect issuers of the three providers (spec §1: social login, three providers). */
const defaultIssuers: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  apple: 'https://appleid.apple.com',
}

/** The providers' names as their login buttons say them. */
const providerLabels: Record<SocialProvider, { en: string; es: string }> = {
  google: { en: 'Google', es: 'Google' },
  facebook: { en: 'Facebook', es: 'Facebook' },
  apple: { en: 'Apple', es: 'Apple' },
}

const hhmm = (v: unknown) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)) || 'Use HH:MM (24 h)'

/** Maintenance off clears the expected return time: a later switch-on starts without a stale promise. */
const clearReturnTimeWhenOff: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const on = data.maintenanceMode ?? (originalDoc as { maintenanceMode?: boolean | null } | undefined)?.maintenanceMode
  if (!on) data.maintenanceReturnAt = null
  return data
}

/** The admin's texts of the issuer confirmation control, per admin language. */
const issuerConfirmationTexts = (): Record<'es' | 'en', IssuerConfirmationTexts> => {
  const pick = (lang: 'es' | 'en'): IssuerConfirmationTexts => {
    const { expired: _e, unauthenticated: _n, forbidden: _f, badRequest: _b, invalidUrl: _i, discoveryFailed: _d, endpointNotPublic: _p, ...ui } = messagesFor(lang).issuerConfirm
    return ui
  }
  return { es: pick('es'), en: pick('en') }
}

/**
 * Operational settings (spec §1, §4, §7, §9): maintenance flag and its expected return time,
 * customer-service phones, service hours in Quintana Roo time, web check-in, chat, banners flag,
 * package site, newsletter service config, customer social login providers.
 * Ops staff edit it; the storefront shows a change within seconds (revalidated by tag). The identity
 * providers (social login) and the newsletter service's address, where its key is sent, are
 * admin-only (field access): either lets whoever sets it sign in as any customer or read the key.
 * A provider's new issuer address is saved only with the admin's confirmation of its OpenID
 * discovery document, fetched and shown in the form (src/cms/globals/issuerConfirmation.ts).
 * Maintenance is switched in the admin's Operations view (src/cms/components/
 * OperationsView.tsx) through `POST /api/globals/site-settings/maintenance`, not in this form: both
 * fields are left out of the form (`admin.disabled`, so a save of the form never sends a stale value).
 */
export const siteSettingsGlobal = ({ discoverIssuer }: { discoverIssuer: DiscoverIssuer }): GlobalConfig => ({
  slug: 'site-settings',
  label: { en: 'Site settings', es: 'Ajustes del sitio' },
  admin: { group: { en: 'Admin', es: 'Administración' } },
  access: { read: anyone, update: isAdminOrOps },
  hooks: { beforeChange: [clearReturnTimeWhenOff], afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
  endpoints: [maintenanceEndpoint, issuerDiscoveryEndpoint(discoverIssuer)],
  fields: [
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Maintenance mode', es: 'Modo mantenimiento' },
      admin: {
        disabled: true,
        description: {
          en: 'Booking surfaces show the maintenance message with the service numbers. Switched in Operations.',
          es: 'Las páginas de reserva muestran el aviso de mantenimiento con los teléfonos de atención. Se cambia en Operaciones.',
        },
      },
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
      label: { en: 'Customer service phones', es: 'Teléfonos de atención a clientes' },
      admin: { description: { en: 'Shown in the maintenance message, the chat bubble and the footer.', es: 'Se muestran en el aviso de mantenimiento, el chat y el pie de página.' } },
      fields: [
        { name: 'mexico', type: 'text', required: true, defaultValue: '800 292 2738', label: { en: 'From Mexico', es: 'Desde México' } },
        { name: 'usa', type: 'text', required: true, defaultValue: '1 888 774 0040', label: { en: 'From the USA and Canada', es: 'Desde EE. UU. y Canadá' } },
      ],
    },
    {
      name: 'serviceHours',
      type: 'group',
      label: { en: 'Customer service hours', es: 'Horario de atención a clientes' },
      admin: { description: { en: 'The footer says whether service is open now. Times are HH:MM, 24 h.', es: 'El pie de página dice si la atención está abierta ahora. Horas en HH:MM, 24 h.' } },
      fields: [
        {
          name: 'timezone',
          type: 'text',
          required: true,
          defaultValue: 'America/Cancun',
          label: { en: 'Time zone (IANA)', es: 'Zona horaria (IANA)' },
          admin: { description: { en: 'America/Cancun is Quintana Roo time.', es: 'America/Cancun es la hora de Quintana Roo.' } },
        },
        { name: 'weekdaysOpen', type: 'text', required: true, defaultValue: '08:00', validate: hhmm, label: { en: 'Monday–Friday: opens', es: 'Lunes a viernes: abre' } },
        { name: 'weekdaysClose', type: 'text', required: true, defaultValue: '23:00', validate: hhmm, label: { en: 'Monday–Friday: closes', es: 'Lunes a viernes: cierra' } },
        { name: 'weekendsOpen', type: 'text', required: true, defaultValue: '08:00', validate: hhmm, label: { en: 'Saturday–Sunday: opens', es: 'Sábado y domingo: abre' } },
        { name: 'weekendsClose', type: 'text', required: true, defaultValue: '22:00', validate: hhmm, label: { en: 'Saturday–Sunday: closes', es: 'Sábado y domingo: cierra' } },
      ],
    },
    {
      name: 'webCheckInUrl',
      type: 'text',
      validate: httpUrl,
      label: { en: 'Web check-in address', es: 'Dirección del check-in en línea' },
      admin: { description: { en: 'The footer links to it. A full https:// address.', es: 'El pie de página enlaza aquí. Una dirección https:// completa.' } },
    },
    {
      name: 'chat',
      type: 'group',
      label: { en: 'Chat', es: 'Chat' },
      admin: { description: { en: 'The chat bubble offers each one that is set.', es: 'La burbuja de chat ofrece cada uno que esté configurado.' } },
      fields: [
        { name: 'webChatUrl', type: 'text', validate: httpUrl, label: { en: 'Web chat address', es: 'Dirección del chat web' } },
        { name: 'whatsappUrl', type: 'text', validate: httpUrl, label: { en: 'WhatsApp link', es: 'Enlace de WhatsApp' } },
        { name: 'messengerUrl', type: 'text', validate: httpUrl, label: { en: 'Messenger link', es: 'Enlace de Messenger' } },
      ],
    },
    {
      name: 'bannersVisible',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Park and hotel banners visible', es: 'Banners de parques y hotel visibles' },
      admin: { description: { en: 'Off hides every park and hotel banner on the home page.', es: 'Apagado oculta todos los banners de parques y hotel del inicio.' } },
    },
    {
      name: 'packageSite',
      type: 'group',
      label: { en: 'Hotel + flight package site', es: 'Sitio de paquetes hotel + vuelo' },
      admin: { description: { en: 'Where the package search sends travellers.', es: 'A dónde envía a los viajeros la búsqueda de paquetes.' } },
      fields: [
        { name: 'baseUrl', type: 'text', validate: httpUrl, label: { en: 'Site address', es: 'Dirección del sitio' } },
        { name: 'pathEs', type: 'text', defaultValue: '/paquetes/buscar', validate: sitePath, label: { en: 'Search path (Spanish)', es: 'Ruta de búsqueda (español)' } },
        { name: 'pathEn', type: 'text', defaultValue: '/packages/search', validate: sitePath, label: { en: 'Search path (English)', es: 'Ruta de búsqueda (inglés)' } },
      ],
    },
    {
      name: 'newsletter',
      type: 'group',
      label: { en: 'Newsletter service', es: 'Servicio de boletín' },
      fields: [
        {
          name: 'endpointUrl',
          type: 'text',
          // where the service key is sent: admins only, as the key is (ops could send it to a host of theirs)
          access: { read: isStaffField, update: isAdminField },
          validate: httpUrl,
          label: { en: 'Subscription service address', es: 'Dirección del servicio de suscripción' },
          admin: { description: 'Subscription service URL (POST). Empty: sign-ups are kept here as pending and forwarded once it is set.' },
        },
        { name: 'clientId', type: 'text', label: { en: 'Client ID', es: 'ID de cliente' } },
        // a credential of the newsletter service: admins only
        {
          name: 'externalKey',
          type: 'text',
          access: { read: isAdminField, update: isAdminField },
          label: { en: 'Service key (admins only)', es: 'Clave del servicio (solo administradores)' },
        },
        { name: 'origin', type: 'text', label: { en: 'Origin sent to the service', es: 'Origen enviado al servicio' } },
        {
          name: 'mid',
          type: 'text',
          label: { en: 'Mailing list ID (MID)', es: 'ID de la lista de correo (MID)' },
          admin: { description: { en: 'The list the service adds subscribers to.', es: 'La lista a la que el servicio agrega a los suscriptores.' } },
        },
      ],
    },
    {
      name: 'socialLogin',
      type: 'group',
      // who vouches for a customer's identity (and receives the client secret): admins only, on each leaf field
      label: { en: 'Customer social login', es: 'Inicio de sesión social de clientes' },
      admin: {
        description: 'Customer social login (OpenID Connect). Client secrets come from the environment: SOCIAL_GOOGLE_CLIENT_SECRET, SOCIAL_FACEBOOK_CLIENT_SECRET, SOCIAL_APPLE_CLIENT_SECRET.',
      },
      fields: socialProviders.map((provider) => ({
        name: provider,
        type: 'group' as const,
        label: providerLabels[provider],
        fields: [
          { name: 'enabled', type: 'checkbox' as const, access: { update: isAdminField }, defaultValue: false, label: { en: 'Enabled', es: 'Activado' } },
          {
            name: 'issuerUrl',
            type: 'text' as const,
            access: { update: isAdminField },
            defaultValue: defaultIssuers[provider],
            validate: issuerUrlValidate(provider, defaultIssuers, httpUrl),
            label: { en: 'Issuer address (OpenID Connect)', es: 'Dirección del emisor (OpenID Connect)' },
          },
          {
            // the signed confirmation of a changed issuer, sent with the save and checked by issuerUrlValidate; never stored
            name: 'issuerConfirmation',
            type: 'text' as const,
            virtual: true,
            access: { update: isAdminField },
            label: { en: 'Issuer confirmation', es: 'Confirmación del emisor' },
            admin: { components: { Field: { path: '/cms/components/IssuerConfirmation#IssuerConfirmation', clientProps: { provider, texts: issuerConfirmationTexts() } } } },
          },
          { name: 'clientId', type: 'text' as const, access: { update: isAdminField }, label: { en: 'Client ID', es: 'ID de cliente' } },
        ],
      })),
    },
  ],
})
