import type { CollectionConfig } from 'payload'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { hotelDateTimeField } from '../fields/hotelTime'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'
import { previewPath } from '../livePreview'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.banners)

/**
 * Park and hotel banners, the layout's sale banner and the sale popup (spec §1, §2 Layout, §4).
 * A banner shows only while it is published, `visible` is on and now is inside [startsAt, endsAt).
 *
 * Drafts, versions and scheduled publish/unpublish: an editor prepares a banner
 * as a draft (travellers never read drafts: `publishedOrStaff`), schedules its publication, and sets
 * its display window in Quintana Roo time. The scheduler job (src/features/site/server/scheduler.ts)
 * runs due publications and expires the cached layout on every instance when a window opens or
 * closes, so a banner goes live and comes down within a minute of its time with nobody present.
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: { en: 'Banner or popup', es: 'Banner o popup' }, plural: { en: 'Banners and popups', es: 'Banners y popups' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', '_status', 'state', 'visible', 'startsAt', 'endsAt'],
    // the state column's filters: live, scheduled, ended, hidden (src/cms/components/BannerState.tsx)
    components: { beforeListTable: ['/cms/components/BannerState#BannerStateFilter'] },
    group: adminGroups.content,
    // Preview opens the draft on the storefront in a new tab (staff only)
    preview: (doc, { locale }) => previewPath('banners', doc?.id, locale),
    description: {
      en: 'Park and hotel banners, the sale banner and the sale popup. Times are Quintana Roo time (Cancún).',
      es: 'Banners de parques y hotel, el banner de oferta y el popup de oferta. Las horas son de Quintana Roo (Cancún).',
    },
  },
  // readVersions explicitly: Payload's default is any signed-in user, customers included.
  access: { read: publishedOrStaff, readVersions: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, label: { en: 'Name (staff only)', es: 'Nombre (solo personal)' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'Kind', es: 'Tipo' },
      options: [
        { label: { en: 'Park banner (home)', es: 'Banner de parques (inicio)' }, value: 'park' },
        { label: { en: 'Hotel banner (home)', es: 'Banner de hotel (inicio)' }, value: 'hotel' },
        { label: { en: 'Sale banner (every page)', es: 'Banner de oferta (todas las páginas)' }, value: 'sale-banner' },
        { label: { en: 'Sale popup (once per visitor)', es: 'Popup de oferta (una vez por visitante)' }, value: 'sale-popup' },
      ],
    },
    {
      name: 'visible',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Show on the site', es: 'Mostrar en el sitio' },
      admin: { description: { en: 'Off hides it at once, whatever its dates.', es: 'Apagado lo oculta de inmediato, sean cuales sean sus fechas.' } },
    },
    {
      // derived, not stored: live, scheduled, ended or hidden now, by the server's hotel clock
      name: 'state',
      type: 'ui',
      label: { en: 'State', es: 'Estado' },
      admin: { components: { Cell: '/cms/components/BannerState#BannerStateCell' } },
    },
    hotelDateTimeField('startsAt', { en: 'Shows from', es: 'Se muestra desde' }, { en: 'Quintana Roo time. Empty: from now.', es: 'Hora de Quintana Roo. Vacío: desde ya.' }),
    hotelDateTimeField('endsAt', { en: 'Shows until', es: 'Se muestra hasta' }, { en: 'Quintana Roo time. Empty: no end.', es: 'Hora de Quintana Roo. Vacío: sin fin.' }),
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', es: 'Título' } },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', es: 'Texto' } },
    { name: 'linkLabel', type: 'text', localized: true, label: { en: 'Link text', es: 'Texto del enlace' } },
    {
      name: 'linkHref',
      type: 'text',
      localized: true,
      label: { en: 'Link address', es: 'Dirección del enlace' },
      admin: { description: { en: 'A path on this site, e.g. /es/garden/', es: 'Una ruta de este sitio, p. ej. /es/garden/' } },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', es: 'Imagen' } },
  ],
}
