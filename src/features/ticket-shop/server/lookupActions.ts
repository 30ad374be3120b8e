'use server'
/**
 * The ticket order lookup `/es/mi-pedido/` ↔ `/en/my-order/`:
 * order code + email (case-insensitive) → the order's access grant is added to this
 * browser's `shop-orders` cookie and the guest lands on the order page. Rate limited per client
 * address (20 per 15 minutes, shared by all instances through Postgres — rate-limiter-flexible), so
 * codes cannot be guessed; answers are message codes the page renders in its language, and a wrong
 * code and a wrong email read the same (no hint which one was wrong).
 */
import type { LookupFormState } from '../../../components/CodeEmailLookupForm'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { z } from 'zod'
import { privateCookieOptions } from '../../../lib/cookieOptions'
import { clientIp } from '../../../lib/http/clientIp'
import { isRouteLocale } from '../../../lib/i18n/locales'
import { logger } from '../../../lib/logger'
import { isRateLimiterRes, sharedLimiter } from '../../../lib/rateLimit'
import { shopPath } from '../domain/paths'
import { shopService } from './index'
import { addOrderGrant, ORDER_CODE_INPUT, SHOP_ORDERS_COOKIE, SHOP_ORDERS_COOKIE_MAX_AGE } from './views/orderAccess'
import { env } from '../../../lib/env'
import { fieldErrorsOf } from '../../../lib/validation'

export type OrderLookupState = LookupFormState

const LookupSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'codeRequired').regex(ORDER_CODE_INPUT, 'codeInvalid')),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
})

function limiter(): RateLimiterAbstract {
  const g = globalThis as { __hxaOrderLookupLimiter?: RateLimiterAbstract }
  g.__hxaOrderLookupLimiter ??= sharedLimiter({ keyPrefix: 'order-lookup', points: env.ORDER_LOOKUP_LIMIT, duration: 15 * 60 })
  return g.__hxaOrderLookupLimiter
}

/** Looks up an order by code + email; on success remembers it in this browser and opens its page. */
export async function lookupOrderAction(_prev: OrderLookupState, form: FormData): Promise<OrderLookupState> {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const fail = (code: string, fieldErrors: Record<string, string> = {}): OrderLookupState => ({ status: 'error', code, fieldErrors, values })
  const locale = values.locale
  if (!isRouteLocale(locale)) return fail('GENERIC_ERROR')
  const parsed = LookupSchema.safeParse(values)
  if (!parsed.success) return fail('VALIDATION', fieldErrorsOf(parsed.error))
  try {
    await limiter().consume(clientIp(await headers()))
  } catch (res) {
    if (isRateLimiterRes(res)) return fail('RATE_LIMITED')
    logger.error('order lookup: limiter failed', { error: String(res) })
    return fail('GENERIC_ERROR')
  }
  const { code, email } = parsed.data
  const order = await shopService()
    .getOrder(code, email, locale === 'es' || locale === 'pt' ? locale : 'en')
    .catch((err) => {
      logger.error('order lookup failed', { error: String(err) })
      return undefined
    })
  if (order === undefined) return fail('GENERIC_ERROR')
  if (!order) return fail('ORDER_NOT_FOUND')
  const jar = await cookies()
  jar.set(SHOP_ORDERS_COOKIE, addOrderGrant(jar.get(SHOP_ORDERS_COOKIE)?.value, order.orderCode), privateCookieOptions({ maxAge: SHOP_ORDERS_COOKIE_MAX_AGE }))
  redirect(shopPath(locale, 'order', order.orderCode))
}
