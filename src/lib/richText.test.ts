import { describe, expect, it } from 'vitest'
import { paragraphsToRichText, richTextToPlain } from './richText'

describe('rich text from and to plain paragraphs', () => {
  it('makes one Lexical paragraph per blank-line separated paragraph, dropping blank ones', () => {
    const state = paragraphsToRichText('First.\n\n  Second "quoted".\n \n\nThird\nline')
    expect(state.root.children).toHaveLength(3)
    expect(state.root.children[1]).toMatchObject({ type: 'paragraph', children: [{ type: 'text', text: 'Second "quoted".', format: 0 }] })
    expect(richTextToPlain(state)).toBe('First.\n\nSecond "quoted".\n\nThird\nline')
  })

  it('reads the text of nested nodes (links, lists) and nothing from non-states', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'See ' },
              { type: 'link', children: [{ type: 'text', text: 'the terms' }] },
            ],
          },
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'one' }] }] },
        ],
      },
    }
    expect(richTextToPlain(state)).toBe('See the terms\n\none')
    expect(richTextToPlain('plain')).toBe('')
    expect(richTextToPlain(null)).toBe('')
  })
})
