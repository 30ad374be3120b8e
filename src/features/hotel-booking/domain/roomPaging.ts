/**
 * How many room cards step 1 draws before a "Show N more rooms" link (the search page's weight:
 * each card with its rate plans is ~20 KB of HTML and RSC payload, and a sale's crowd lands here).
 * The first `FIRST_ROOMS` room types in the API's order, always every room type already chosen (a
 * restored or chosen rate stays in view), and all of them when the visitor asked (`rooms=all`) or
 * when hiding would save only one card.
 */
export const FIRST_ROOMS = 4

/** The URL parameter and value that show every room type (`?…&rooms=all`), kept by the page's links. */
export const ALL_ROOMS = { param: 'rooms', value: 'all' } as const

/**
 * The number of room cards to draw out of `total` (in the list's order), given whether the visitor
 * asked for all and the 0-based positions of the room types already chosen (-1 entries ignored).
 */
export function shownRoomCount(total: number, opts: { all: boolean; chosenPositions: readonly number[] }): number {
  if (opts.all || total <= FIRST_ROOMS + 1) return total
  const lastChosen = Math.max(-1, ...opts.chosenPositions)
  return Math.min(total, Math.max(FIRST_ROOMS, lastChosen + 1))
}
