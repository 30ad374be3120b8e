/**
 * Line icons of a room card's facts and amenities, 24 × 24, drawn in the text's
 * colour. Decorative: the words beside each icon carry the meaning (aria-hidden). A room list draws
 * each icon once in a `RoomIconSprite` and the cards `<use>` it.
 */
const PATHS: Record<string, string> = {
  // facts
  size: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  guests: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M17.5 14.5c2 .8 3.5 2.9 3.5 5.5',
  bed: 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01',
  view: 'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  // amenities
  wifi: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01',
  'air-conditioning': 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5',
  minibar: 'M7 3h10v18H7zM7 10h10M10 6v2M10 13v3',
  bathtub: 'M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  jacuzzi: 'M3 14h18v1a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM8 10c0-1.5 1-1.5 1-3M12 10c0-1.5 1-1.5 1-3M16 10c0-1.5 1-1.5 1-3',
  balcony: 'M4 11h16M4 11v9M20 11v9M4 20h16M8 11v9M12 11v9M16 11v9M7 11V5h10v6',
  terrace: 'M12 3 3 9h18zM12 9v9M7 21h10M5 14h4l-1 4M19 14h-4l1 4',
  'plunge-pool': 'M3 16c1.5 0 1.5 1 3 1s1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1M3 20c1.5 0 1.5 1 3 1s1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1M8 13V5a2 2 0 0 1 4 0M16 13V5',
  'swim-up': 'M3 17c1.5 0 1.5 1 3 1s1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1M8 14l3-4 3 2 3-4M16 5.5a1.5 1.5 0 1 0 0-.01',
  coffee: 'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3',
  safe: 'M4 4h16v16H4zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 9v1.5M7 20v1M17 20v1',
  'living-room': 'M4 12V9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 12h4v4h12v-4h4v5H2zM5 17v2M19 17v2',
  butler: 'M4 17h16M6 17a6 6 0 0 1 12 0M12 8v3M10 8h4M3 20h18',
}

/** The element id of `name`'s symbol in the page's `RoomIconSprite`. */
const symbolId = (name: string) => `room-icon-${name}`

/**
 * The drawings of the icons a room list shows, once per page, as `<symbol>`s that every `RoomIcon`
 * uses (the search page drew ~90 inline icons, each path written twice — in the HTML
 * and in the RSC payload — about a fifth of the page). Hidden and out of the layout; the strokes take
 * the colour of the icon that uses them (`currentColor`).
 * @param names the icon names the list uses (unknown and repeated names are skipped)
 */
export function RoomIconSprite({ names }: { names: readonly string[] }) {
  const used = [...new Set(names)].filter((n) => PATHS[n])
  if (!used.length) return null
  return (
    <svg className="room-icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      {used.map((n) => (
        <symbol key={n} id={symbolId(n)} viewBox="0 0 24 24">
          <path d={PATHS[n]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </symbol>
      ))}
    </svg>
  )
}

/** The icon of `name` (a fact: size, guests, bed, view; or an amenity value of lib/rooms) drawn from the page's `RoomIconSprite`, or nothing for an unknown name. */
export function RoomIcon({ name }: { name: string }) {
  if (!PATHS[name]) return null
  return (
    <svg className="room-icon" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
