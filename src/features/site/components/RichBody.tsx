import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextState } from '../../../lib/richText'
import type { RouteLocale } from '../../../lib/i18n/locales'
import { type RichLinkFields, richLinkHref } from '../domain/links'

/**
 * A content block's rich-text body (Lexical), rendered on the server with Payload's
 * JSX converters: links made safe and localized, images lazy with their size and alt text.
 */
export function RichBody({ data, locale }: { data: RichTextState; locale: RouteLocale }) {
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const fields = node.fields as RichLinkFields
      const href = richLinkHref(fields, locale)
      const children = nodesToJSX({ nodes: node.children })
      if (!href) return <span>{children}</span>
      return (
        <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      )
    },
    upload: ({ node }) => {
      const media = node.value as { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null } | number | string
      if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/')) return null
      // eslint-disable-next-line @next/next/no-img-element -- CMS media already resized by Payload; lazy, sized to avoid layout shift
      return <img src={media.url} alt={media.alt ?? ''} width={media.width ?? undefined} height={media.height ?? undefined} loading="lazy" decoding="async" />
    },
  })
  return <RichText data={data as unknown as Parameters<typeof RichText>[0]['data']} converters={converters} disableContainer />
}
