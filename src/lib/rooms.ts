/**
 * The vocabulary of a room type's facts: beds, views and main amenities, each with
 * its words in es, en and pt. One list for the admin's options (collection `room-types`) and the
 * storefront's room cards, so a value an editor picks always has its words and its icon.
 */
export type Words = { en: string; es: string; pt: string }

export const roomBeds = [
  { value: 'king', label: { en: '1 king bed', es: '1 cama king', pt: '1 cama king' } },
  { value: 'king-sofa', label: { en: '1 king bed and a sofa bed', es: '1 cama king y sofá cama', pt: '1 cama king e sofá-cama' } },
  { value: 'two-queens', label: { en: '2 queen beds', es: '2 camas queen', pt: '2 camas queen' } },
  { value: 'two-doubles', label: { en: '2 double beds', es: '2 camas matrimoniales', pt: '2 camas de casal' } },
  { value: 'king-two-doubles', label: { en: '1 king bed and 2 double beds', es: '1 cama king y 2 matrimoniales', pt: '1 cama king e 2 de casal' } },
] as const satisfies readonly { value: string; label: Words }[]

export const roomViews = [
  { value: 'ocean', label: { en: 'Ocean view', es: 'Vista al mar', pt: 'Vista para o mar' } },
  { value: 'oceanfront', label: { en: 'Oceanfront', es: 'Frente al mar', pt: 'De frente para o mar' } },
  { value: 'garden', label: { en: 'Garden view', es: 'Vista al jardín', pt: 'Vista para o jardim' } },
  { value: 'pool', label: { en: 'Pool view', es: 'Vista a la alberca', pt: 'Vista para a piscina' } },
  { value: 'river', label: { en: 'River view', es: 'Vista al río', pt: 'Vista para o rio' } },
  { value: 'panoramic', label: { en: 'Panoramic view', es: 'Vista panorámica', pt: 'Vista panorâmica' } },
] as const satisfies readonly { value: string; label: Words }[]

export const roomAmenities = [
  { value: 'wifi', label: { en: 'Free Wi-Fi', es: 'Wi-Fi gratis', pt: 'Wi-Fi grátis' } },
  { value: 'air-conditioning', label: { en: 'Air conditioning', es: 'Aire acondicionado', pt: 'Ar-condicionado' } },
  { value: 'minibar', label: { en: 'Minibar included', es: 'Minibar incluido', pt: 'Frigobar incluído' } },
  { value: 'bathtub', label: { en: 'Bathtub', es: 'Tina', pt: 'Banheira' } },
  { value: 'jacuzzi', label: { en: 'Jacuzzi', es: 'Jacuzzi', pt: 'Jacuzzi' } },
  { value: 'balcony', label: { en: 'Balcony', es: 'Balcón', pt: 'Varanda' } },
  { value: 'terrace', label: { en: 'Private terrace', es: 'Terraza privada', pt: 'Terraço privativo' } },
  { value: 'plunge-pool', label: { en: 'Plunge pool', es: 'Alberca privada', pt: 'Piscina privativa' } },
  { value: 'swim-up', label: { en: 'Swim-up access', es: 'Acceso directo a la alberca', pt: 'Acesso direto à piscina' } },
  { value: 'coffee', label: { en: 'Coffee maker', es: 'Cafetera', pt: 'Cafeteira' } },
  { value: 'safe', label: { en: 'In-room safe', es: 'Caja fuerte', pt: 'Cofre' } },
  { value: 'living-room', label: { en: 'Living room', es: 'Sala', pt: 'Sala de estar' } },
  { value: 'butler', label: { en: 'Butler service', es: 'Servicio de mayordomo', pt: 'Serviço de mordomo' } },
] as const satisfies readonly { value: string; label: Words }[]

export type RoomBed = (typeof roomBeds)[number]['value']
export type RoomView = (typeof roomViews)[number]['value']
export type RoomAmenity = (typeof roomAmenities)[number]['value']

/** The words of `value` in `lang` from one of the lists above (null for an unknown value, e.g. one since removed). */
export function roomWords(list: readonly { value: string; label: Words }[], value: string | null | undefined, lang: keyof Words): string | null {
  return list.find((x) => x.value === value)?.label[lang] ?? null
}
