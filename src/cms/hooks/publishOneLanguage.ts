/**
 * A publish never puts another language's unpublished draft live.
 *
 * Payload stores one draft per document (all languages together), so a plain publish — the edit
 * view's "Publish changes" or its "Revert to published" (which saves the published text of the
 * language on screen with `_status: 'published'`) — publishes every language's latest draft. An
 * editor working in English would put a colleague's unfinished Spanish draft live. This
 * `beforeOperation` hook refuses such a publish from the admin (REST or GraphQL with a staff user)
 * while another language's localized fields differ between the latest draft and the published
 * document: the answer is a 409 naming the languages, in the admin's language, and telling how to
 * go on (Payload's own "Publish in <language>", `publishSpecificLocale`, publishes one language and
 * keeps the others' drafts; or publish or revert the other language first). A document never
 * published goes live whole (its first publish); server code (seed, scheduled publish jobs) is not
 * asked.
 */
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload'
import { cmsLocales } from '../../lib/i18n/locales'
import { stableJson } from './audit'

const TEXTS = {
  es: (langs: string, here: string) =>
    `${langs} tiene cambios sin publicar: publicar ahora también los pondría en el sitio. Publica solo ${here} con la flecha junto a «Publicar cambios» → «Publicar en ${here}», o publica o revierte antes ${langs}.`,
  en: (langs: string, here: string) =>
    `${langs} has unpublished changes: publishing now would put them live too. Publish only ${here} with the arrow next to “Publish changes” → “Publish in ${here}”, or publish or revert ${langs} first.`,
}

type UpdateArgs = {
  id?: number | string
  data?: { _status?: unknown }
  draft?: boolean
  publishSpecificLocale?: string
  req: PayloadRequest
}

const label = (code: string) => cmsLocales.find((l) => l.code === code)?.label ?? code

/**
 * The `beforeOperation` hook for `collection` (its slug and fields): compares the collection's
 * top-level localized fields (the text an editor writes per language) between the latest draft and
 * the published document in every other language.
 * @throws APIError 409 (`data.locales`: the labels of the languages with pending changes) for a refused publish
 */
export function publishOneLanguage(collection: Pick<CollectionConfig, 'slug' | 'fields'>): CollectionBeforeOperationHook {
  const localized = collection.fields.flatMap((f) => ('name' in f && 'localized' in f && f.localized ? [f.name] : []))
  return async ({ args, operation }) => {
    if (operation !== 'update') return args
    const a = args as UpdateArgs
    const { req } = a
    const locale = req.locale
    if (a.data?._status !== 'published' || a.draft || a.publishSpecificLocale || a.id == null || !req.user) return args
    if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return args
    if (!locale || locale === 'all') return args
    // read without this request's `req`: the local API sets the `req` it is given to the locale it reads,
    // which would send the save that follows into the wrong language
    const read = (draft: boolean, code: string) =>
      req.payload.findByID({ collection: collection.slug as never, id: a.id!, locale: code as never, fallbackLocale: false as never, draft, depth: 0, overrideAccess: true })
    const published = (await read(false, locale)) as { _status?: string } | null
    if (published?._status !== 'published') return args
    const pending: string[] = []
    for (const { code } of cmsLocales) {
      if (code === locale) continue
      const [draftDoc, liveDoc] = (await Promise.all([read(true, code), read(false, code)])) as Record<string, unknown>[]
      if (localized.some((name) => stableJson(draftDoc?.[name]) !== stableJson(liveDoc?.[name]))) pending.push(label(code))
    }
    if (!pending.length) return args
    const text = req.i18n?.language === 'es' ? TEXTS.es : TEXTS.en
    throw new APIError(text(pending.join(', '), label(locale)), 409, { locales: pending }, true)
  }
}

/** `config` with the hook added to its `beforeOperation` hooks (payload.config.ts wires Pages and Banners). */
export function withPublishOneLanguage(config: CollectionConfig): CollectionConfig {
  return { ...config, hooks: { ...config.hooks, beforeOperation: [...(config.hooks?.beforeOperation ?? []), publishOneLanguage(config)] } }
}
