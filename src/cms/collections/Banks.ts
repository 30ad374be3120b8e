import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrOps } from '../access/isAdminOrOps'
import { adminGroups } from '../groups'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '../../lib/graphql/cache-tags'

const { afterChange, afterDelete } = revalidateCollection(cacheTags.banks)

/** Allowed months of interest-free instalments (spec §9). */
export const MSI_MONTHS = [3, 6, 9, 12, 13, 15] as const

/** Banks offering interest-free instalments, "meses sin intereses" (spec §3 Bank for instalments). */
export const Banks: CollectionConfig = {
  slug: 'banks',
  labels: { singular: { en: 'Bank (interest-free months)', es: 'Banco (meses sin intereses)' }, plural: { en: 'Banks (interest-free months)', es: 'Bancos (meses sin intereses)' } },
  admin: {
    useAsTitle: 'name',
    group: adminGroups.commerce,
    description: {
      en: 'Banks whose cards may pay in interest-free monthly instalments (MSI, meses sin intereses), and the months each offers.',
      es: 'Bancos cuyas tarjetas pueden pagar a meses sin intereses (MSI) y los plazos que ofrece cada uno.',
    },
  },
  access: { read: anyone, create: isAdminOrOps, update: isAdminOrOps, delete: isAdminOrOps },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'bankId',
      type: 'number',
      required: true,
      unique: true,
      label: { en: 'Bank id', es: 'Id del banco' },
      admin: { description: { en: "The bank's number in the payment provider's list (spec §3).", es: 'El número del banco en la lista del proveedor de pagos (spec §3).' } },
    },
    { name: 'name', type: 'text', required: true, label: { en: 'Name', es: 'Nombre' } },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { en: 'Logo', es: 'Logotipo' } },
    { name: 'description', type: 'textarea', localized: true, label: { en: 'Description', es: 'Descripción' } },
    {
      name: 'msiBreakdown',
      type: 'number',
      hasMany: true,
      required: true,
      label: { en: 'Interest-free months (MSI)', es: 'Meses sin intereses (MSI)' },
      admin: { description: { en: `The instalment plans offered, in months, each one of ${MSI_MONTHS.join(', ')}.`, es: `Los plazos ofrecidos, en meses, cada uno de ${MSI_MONTHS.join(', ')}.` } },
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 && value.every((m) => (MSI_MONTHS as readonly number[]).includes(m)) ? true : `Each month must be one of ${MSI_MONTHS.join(', ')}.`,
    },
  ],
}
