'use client'
/**
 * CMS reads in the browser: urql over Payload's `/api/graphql` (POST only, so `preferGetMethod`
 * is off). One client per tab; only public content goes through it (architecture "The storefront").
 */
import { Client, cacheExchange, fetchExchange } from '@urql/core'

let client: Client | null = null

/** The browser's urql client for `/api/graphql/`. */
export function browserCmsClient(): Client {
  client ??= new Client({
    url: '/api/graphql/',
    preferGetMethod: false,
    exchanges: [cacheExchange, fetchExchange],
    fetchOptions: { credentials: 'same-origin' },
  })
  return client
}
