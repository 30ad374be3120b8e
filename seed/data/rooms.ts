/**
 * The seed's room types (issue #19 items 2 and 4): for every room type of the reference engine
 * (seed/hotel-engine/data.ts), its gallery (keys of seed/data/media.ts), size, occupancy, bed, view
 * and main amenities, derived from its category (spec §4 room categories) and its name. Demo facts:
 * editors and ops correct them in the admin (Room types).
 */
import type { RoomAmenity, RoomBed, RoomView } from '../../src/lib/rooms'
import { engineHotels, engineRooms } from '../hotel-engine/data'
import { seedRoomCategories } from './reference'

export type SeedRoomType = {
  hotelCode: 'HXA' | 'HXM' | 'LCDLP'
  roomCode: string
  /** es/en/pt from the engine's room type (seed/hotel-engine/data.ts `engineRooms`) */
  name: { es: string; en: string; pt: string }
  gallery: string[]
  sizeM2: number
  maxGuests: number
  maxAdults: number
  bed: RoomBed
  view: RoomView
  amenities: RoomAmenity[]
}

function viewOf(en: string, category: string): RoomView {
  if (/oceanfront|beachfront|waterfront/i.test(en)) return 'oceanfront'
  if (/ocean/i.test(en)) return 'ocean'
  if (/river/i.test(en)) return 'river'
  if (/garden/i.test(en) && category !== 'swimup') return 'garden'
  if (/pool|swim/i.test(en) || category === 'swimup') return 'pool'
  if (/grand view|residence|privilege/i.test(en)) return 'panoramic'
  return category === 'mrsuites' ? 'ocean' : 'garden'
}

const GALLERY: Record<RoomView, string[][]> = {
  ocean: [
    ['room-ocean-1', 'room-terrace-chairs', 'room-bath-1'],
    ['room-ocean-2', 'room-bath-2', 'room-terrace-chairs'],
  ],
  oceanfront: [
    ['room-ocean-3', 'room-terrace-chairs', 'room-bath-1'],
    ['room-ocean-1', 'room-bath-2', 'hero-beach-morning'],
  ],
  panoramic: [['room-ocean-2', 'room-terrace-plunge', 'room-bath-1']],
  garden: [
    ['room-garden-1', 'room-bath-1', 'hero-garden'],
    ['room-garden-2', 'room-bath-2', 'hero-garden'],
  ],
  river: [['room-garden-2', 'room-bath-1', 'hero-garden']],
  pool: [
    ['room-pool-1', 'room-terrace-plunge', 'room-bath-2'],
    ['room-pool-2', 'hero-pool', 'room-bath-1'],
  ],
}

const BY_CATEGORY: Record<string, { size: number; bed: RoomBed; amenities: RoomAmenity[] }> = {
  jrsuites: { size: 46, bed: 'king', amenities: ['wifi', 'air-conditioning', 'minibar', 'balcony', 'coffee', 'safe'] },
  suites: { size: 62, bed: 'king-sofa', amenities: ['wifi', 'air-conditioning', 'minibar', 'bathtub', 'balcony', 'coffee'] },
  swimup: { size: 58, bed: 'king', amenities: ['swim-up', 'terrace', 'wifi', 'minibar', 'bathtub', 'air-conditioning'] },
  mrsuites: { size: 118, bed: 'king-two-doubles', amenities: ['living-room', 'terrace', 'jacuzzi', 'butler', 'wifi', 'minibar'] },
}

const aliasOf = new Map(engineHotels.map((h) => [h.code, h.alias]))

export const seedRoomTypes: SeedRoomType[] = engineRooms.map((room, i) => {
  const category = seedRoomCategories.find((c) => c.roomCodes.includes(room.code))?.key ?? 'suites'
  const facts = BY_CATEGORY[category]
  const view = viewOf(room.en, category)
  const galleries = GALLERY[view]
  const twoBeds = /two beds|dos camas/i.test(room.en + room.es)
  return {
    hotelCode: aliasOf.get(room.hotel) ?? 'HXA',
    roomCode: room.code,
    name: { es: room.es, en: room.en, pt: room.pt },
    gallery: galleries[i % galleries.length],
    // bigger for the dearer rooms of a category, in whole square metres
    sizeM2: Math.round(facts.size * (0.9 + Math.min(room.base, 700) / 3000)),
    maxGuests: room.maxOccupancy,
    maxAdults: room.maxAdults,
    bed: twoBeds ? 'two-queens' : /family|familiar/i.test(room.en + room.es) && category !== 'mrsuites' ? 'two-doubles' : facts.bed,
    view,
    amenities: view === 'ocean' || view === 'oceanfront' ? facts.amenities : facts.amenities.filter((a) => a !== 'jacuzzi'),
  }
})
