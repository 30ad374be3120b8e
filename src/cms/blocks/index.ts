/**
 * Layout blocks of content pages. Plain-text fields keep the storefront light (no rich-text
 * runtime): `body` paragraphs are separated by a blank line.
 */
import type { Block } from 'payload'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'textarea', required: true, admin: { description: 'Paragraphs separated by a blank line.' } },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}

export const LinkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
      ],
    },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', required: true },
  ],
}

export const pageBlocks = [HeroBlock, ContentBlock, FaqBlock, LinkListBlock, CtaBlock]
