/**
 * The page-body editor: Payload's Lexical rich text with what a content editor
 * of a hotel site needs and nothing that breaks the storefront's layout — paragraphs, headings h2–h4
 * (the page title is the h1), bold, italic, underline, bulleted and numbered lists, quotes, links
 * (to a page chosen from the CMS, or a typed address) and images from the media library.
 * The storefront renders it on the server (src/features/site/components/PageBlocks.tsx): no editor
 * code reaches travellers.
 */
import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

export const pageBodyEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: ['pages'] }),
    UploadFeature({ collections: { media: { fields: [] } } }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
