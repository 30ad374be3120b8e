import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { roomAmenities } from '../../../lib/rooms'
import { RoomIcon, RoomIconSprite } from './RoomIcon'

describe('room card icons drawn once per page (issue #16 item 2)', () => {
  it('draws each known icon once in the sprite, whatever the repeats and unknown names', () => {
    const html = renderToStaticMarkup(<RoomIconSprite names={['size', 'wifi', 'wifi', 'size', 'no-such-icon', 'bathtub']} />)
    const ids = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(['room-icon-size', 'room-icon-wifi', 'room-icon-bathtub'])
    expect(html).toContain('aria-hidden="true"')
    expect(html.match(/<path d="[^"]+"/g)).toHaveLength(3)
    expect(html).toContain('stroke="currentColor"')
  })

  it('a card icon uses its symbol and carries no drawing of its own', () => {
    const icon = renderToStaticMarkup(<RoomIcon name="wifi" />)
    expect(icon).toContain('<use href="#room-icon-wifi">')
    expect(icon).not.toContain('<path')
    expect(icon).toContain('aria-hidden="true"')
  })

  it('every fact and amenity a card can show has an icon whose symbol the sprite of the same names draws', () => {
    const names = ['size', 'guests', 'bed', 'view', ...roomAmenities.map((a) => a.value)]
    const sprite = renderToStaticMarkup(<RoomIconSprite names={names} />)
    for (const name of names) {
      const href = /<use href="#([^"]+)"/.exec(renderToStaticMarkup(<RoomIcon name={name} />))?.[1]
      expect(href, name).toBeDefined()
      expect(sprite, name).toContain(`<symbol id="${href}"`)
    }
  })

  it('draws nothing for an unknown name or an empty list', () => {
    expect(renderToStaticMarkup(<RoomIcon name="no-such-icon" />)).toBe('')
    expect(renderToStaticMarkup(<RoomIconSprite names={['no-such-icon']} />)).toBe('')
  })
})
