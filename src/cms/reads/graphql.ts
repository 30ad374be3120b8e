/**
 * CMS reads on the server: typed GraphQL documents run with urql against Payload's schema
 * in-process (no HTTP call to itself; platform notes "GraphQL with urql").
 *
 * A new urql Client is made per call (no caching exchange shared across visitors). Each operation
 * gets a Payload request context for the locale, anonymous unless a user is given, so access rules
 * apply as for a visitor.
 *
 * The result is the JSON an HTTP client would receive: executed in-process, Payload's DateTime scalar
 * hands over `Date` objects where the typed documents (and the cached copies, which are JSON) have
 * ISO strings, and `Date.parse(String(date))` drops the milliseconds — a sale banner came down up to a
 * second early on a fresh render.
 */
import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import { Client, type TypedDocumentNode } from '@urql/core'
import { executeExchange } from '@urql/exchange-execute'
import type { GraphQLSchema } from 'graphql'
import { createLocalReq, getPayload, type TypedUser } from 'payload'
import { CmsQueryError } from '../../lib/errors'
import { cmsLocales, type TextLocale } from '../../lib/i18n/locales'

const globalCache = globalThis as unknown as { __cmsSchema?: Promise<GraphQLSchema> }

async function getSchema(): Promise<GraphQLSchema> {
  if (!globalCache.__cmsSchema) {
    globalCache.__cmsSchema = config.then((c) => configToSchema(c).schema)
    globalCache.__cmsSchema.catch(() => (globalCache.__cmsSchema = undefined))
  }
  return globalCache.__cmsSchema
}

/** The locale a field falls back to when it has no text in `locale` (payload.config.ts: `pt` → `en`); itself when none. */
const fallbackOf = (locale: TextLocale): TextLocale => cmsLocales.find((l) => l.code === locale)?.fallbackLocale ?? locale

export type CmsQueryOptions = { locale: TextLocale; user?: TypedUser | null }

/**
 * Executes a typed document against the CMS schema.
 * @returns the `data` of the result as JSON (dates as ISO 8601 strings with milliseconds)
 * @throws CmsQueryError on any GraphQL or network error (with the operation name and variables)
 */
export async function cmsQuery<Data, Vars extends Record<string, unknown>>(document: TypedDocumentNode<Data, Vars>, variables: Vars, { locale, user = null }: CmsQueryOptions): Promise<Data> {
  const [payload, schema] = await Promise.all([getPayload({ config }), getSchema()])
  const client = new Client({
    url: '/api/graphql',
    exchanges: [
      executeExchange({
        schema,
        context: async () => ({ headers: {}, req: await createLocalReq({ locale, fallbackLocale: fallbackOf(locale), user: user ?? undefined }, payload) }),
      }),
    ],
  })
  const result = await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise()
  if (result.error || !result.data) {
    const def = document.definitions[0]
    throw new CmsQueryError(result.error?.message ?? 'CMS query returned no data', {
      operation: def && 'name' in def ? def.name?.value : undefined,
      variables,
      locale,
    })
  }
  return JSON.parse(JSON.stringify(result.data)) as Data
}
