/**
 * Lexical rich text as the CMS stores it: the serialized editor state of a
 * content block's body. Only the shapes the site writes itself live here; the storefront renders
 * any state with `@payloadcms/richtext-lexical/react`.
 */

/** A serialized Lexical editor state (`{ root: { children } }`); nodes are open records. */
export type RichTextState = { root: { type: 'root'; children: Record<string, unknown>[]; [k: string]: unknown } }

/**
 * Plain text (paragraphs separated by a blank line, as editors wrote before rich text) to a Lexical
 * state with one paragraph per paragraph — the same shape migration 20261125_214234_page_rich_text
 * gives the bodies it converts. Blank paragraphs are dropped; single line breaks stay in the text.
 */
export function paragraphsToRichText(text: string): RichTextState {
  const children = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      textFormat: 0,
      textStyle: '',
      children: [{ type: 'text', text: p, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
    }))
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

/** The text of a state, paragraphs separated by a blank line (descriptions, tests); '' for anything else. */
export function richTextToPlain(state: unknown): string {
  const root = (state as RichTextState | null)?.root
  if (!root || !Array.isArray(root.children)) return ''
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as { text?: unknown; children?: unknown }
    if (typeof n.text === 'string') return n.text
    return Array.isArray(n.children) ? n.children.map(textOf).join('') : ''
  }
  return root.children
    .map(textOf)
    .filter((t) => t.trim() !== '')
    .join('\n\n')
}
