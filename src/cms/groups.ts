/**
 * The admin's navigation groups in English and Spanish. Payload groups the nav by
 * the translated name, so every collection and global of a group must use the same object.
 */
export const adminGroups = {
  content: { en: 'Content', es: 'Contenido' },
  shop: { en: 'Ticket shop', es: 'Tienda de boletos' },
  hotel: { en: 'Hotel', es: 'Hotel' },
  commerce: { en: 'Payments and currencies', es: 'Pagos y monedas' },
  newsletter: { en: 'Newsletter', es: 'Boletín' },
  admin: { en: 'Admin', es: 'Administración' },
} as const
