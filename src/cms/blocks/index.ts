/**
 * Layout blocks of content pages. A content block's `body` is rich text (Lexical, the config's
 * editor: src/cms/fields/richText.ts), rendered to HTML on the server; the other texts are plain
 * (FAQ answers: paragraphs separated by a blank line). Links in link lists and calls to action are
 * chosen from the CMS pages — the storefront links to the page in the visitor's
 * language — or, for anything else (the shop, booking, another site), typed as an address.
 */
import type { Block, Field } from 'payload'
import { rowLabel } from '../fields/rowLabel'

/** A site path (`/es/tienda/`) or an http(s) address: what a typed link may be. */
const LINK_ADDRESS = /^(\/(?!\/)\S*|https?:\/\/\S+)$/

/**
 * The link of a list entry or a call to action: a page chosen from the CMS (`page`) or a typed
 * address (`href`); one of the two is required, the page wins when both are set.
 */
function linkFields(): Field[] {
  return [
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: { en: 'Page of this site', es: 'Página de este sitio' },
      admin: { description: { en: 'Links to the page in the visitor’s language.', es: 'Enlaza a la página en el idioma del visitante.' } },
    },
    {
      name: 'href',
      type: 'text',
      label: { en: 'Or another address', es: 'U otra dirección' },
      admin: {
        description: { en: 'When no page is chosen: a path such as /es/tienda/ or a full https:// address.', es: 'Si no eliges página: una ruta como /es/tienda/ o una dirección https:// completa.' },
      },
      validate: (value: unknown, { siblingData }: { siblingData: { page?: unknown } }) => {
        if (value == null || value === '') return siblingData?.page ? true : 'Choose a page or type an address / Elige una página o escribe una dirección'
        return typeof value === 'string' && LINK_ADDRESS.test(value) ? true : 'Use a path starting with / or an https:// address / Usa una ruta que empiece con / o una dirección https://'
      },
    },
  ]
}

export const HeroBlock: Block = {
  slug: 'hero',
  // titled by its content in the admin, not "Untitled"
  admin: { disableBlockName: true, components: { Label: rowLabel([{ field: 'heading', prefix: { en: 'Hero: ', es: 'Portada: ' } }], { en: 'Hero', es: 'Portada' }).RowLabel } },
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', es: 'Portada' }, plural: { en: 'Heroes', es: 'Portadas' } },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      label: { en: 'Heading', es: 'Título' },
      admin: { description: { en: 'The first hero’s heading is the page’s h1.', es: 'El título de la primera portada es el h1 de la página.' } },
    },
    { name: 'subheading', type: 'textarea', label: { en: 'Subheading', es: 'Subtítulo' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', es: 'Imagen' } },
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  // titled by its content in the admin, not "Untitled"
  admin: { disableBlockName: true, components: { Label: rowLabel([{ field: 'heading', prefix: { en: 'Text: ', es: 'Texto: ' } }], { en: 'Text', es: 'Texto' }).RowLabel } },
  interfaceName: 'ContentBlock',
  labels: { singular: { en: 'Text', es: 'Texto' }, plural: { en: 'Texts', es: 'Textos' } },
  fields: [
    { name: 'heading', type: 'text', label: { en: 'Heading', es: 'Título' } },
    { name: 'body', type: 'richText', required: true, label: { en: 'Text', es: 'Texto' } },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  // titled by its content in the admin, not "Untitled"
  admin: {
    disableBlockName: true,
    components: { Label: rowLabel([{ field: 'heading', prefix: { en: 'Questions: ', es: 'Preguntas: ' } }], { en: 'Questions and answers', es: 'Preguntas y respuestas' }).RowLabel },
  },
  interfaceName: 'FaqBlock',
  labels: { singular: { en: 'Questions and answers', es: 'Preguntas y respuestas' }, plural: { en: 'Questions and answers', es: 'Preguntas y respuestas' } },
  fields: [
    { name: 'heading', type: 'text', label: { en: 'Heading', es: 'Título' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { en: 'Questions', es: 'Preguntas' },
      labels: { singular: { en: 'Question', es: 'Pregunta' }, plural: { en: 'Questions', es: 'Preguntas' } },
      admin: { components: rowLabel(['question'], { en: 'Question', es: 'Pregunta' }) },
      fields: [
        { name: 'question', type: 'text', required: true, label: { en: 'Question', es: 'Pregunta' } },
        {
          name: 'answer',
          type: 'textarea',
          required: true,
          label: { en: 'Answer', es: 'Respuesta' },
          admin: { description: { en: 'Paragraphs separated by a blank line.', es: 'Párrafos separados por una línea en blanco.' } },
        },
      ],
    },
  ],
}

export const LinkListBlock: Block = {
  slug: 'linkList',
  // titled by its content in the admin, not "Untitled"
  admin: { disableBlockName: true, components: { Label: rowLabel([{ field: 'heading', prefix: { en: 'Links: ', es: 'Enlaces: ' } }], { en: 'Link list', es: 'Lista de enlaces' }).RowLabel } },
  interfaceName: 'LinkListBlock',
  labels: { singular: { en: 'Link list', es: 'Lista de enlaces' }, plural: { en: 'Link lists', es: 'Listas de enlaces' } },
  fields: [
    { name: 'heading', type: 'text', label: { en: 'Heading', es: 'Título' } },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      label: { en: 'Links', es: 'Enlaces' },
      labels: { singular: { en: 'Link', es: 'Enlace' }, plural: { en: 'Links', es: 'Enlaces' } },
      admin: { components: rowLabel(['label', 'href'], { en: 'Link', es: 'Enlace' }) },
      fields: [{ name: 'label', type: 'text', required: true, label: { en: 'Link text', es: 'Texto del enlace' } }, ...linkFields()],
    },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  // titled by its content in the admin, not "Untitled"
  admin: {
    disableBlockName: true,
    components: { Label: rowLabel([{ field: 'heading', prefix: { en: 'Call to action: ', es: 'Llamada a la acción: ' } }, 'label'], { en: 'Call to action', es: 'Llamada a la acción' }).RowLabel },
  },
  interfaceName: 'CtaBlock',
  labels: { singular: { en: 'Call to action', es: 'Llamada a la acción' }, plural: { en: 'Calls to action', es: 'Llamadas a la acción' } },
  fields: [
    { name: 'heading', type: 'text', required: true, label: { en: 'Heading', es: 'Título' } },
    { name: 'text', type: 'textarea', label: { en: 'Text', es: 'Texto' } },
    { name: 'label', type: 'text', required: true, label: { en: 'Button text', es: 'Texto del botón' } },
    ...linkFields(),
  ],
}

export const pageBlocks = [HeroBlock, ContentBlock, FaqBlock, LinkListBlock, CtaBlock]
