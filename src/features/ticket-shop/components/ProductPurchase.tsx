'use client'
/**
 * The product card's purchase form (issue #5 "Product pages and cards"; spec §2 park and tour cards):
 * calendar with availability per date (sold-out and closed days not selectable), schedule selector,
 * ferry route, adults/minors/infants steppers, add-ons, open-ticket option, the server's price quote
 * and "Add to cart". The domain rules explain what is missing; the server decides (its refusal text
 * is shown as is) and the cart modal opens on success.
 */
import { type CalendarDate, parseDate } from '@internationalized/date'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Checkbox,
  Heading,
  I18nProvider,
  Label,
  Radio,
  RadioGroup,
  type DateValue,
} from 'react-aria-components'
import { track } from '../../../lib/analytics/dataLayer'
import { formatMoney, type CurrencyFormat } from '../../../lib/money/format'
import type { AddItem } from '../domain/cart'
import type { Product } from '../domain/catalog'
import type { Quote } from '../domain/pricing'
import { addToCartAction, calendarAction, quoteAction } from '../server/actions'
import type { CalendarDay, ShopComplement } from '../server/types'
import { CartAddedDialog } from './CartAddedDialog'
import { QuoteLines } from './QuoteLines'
import { Stepper } from './Stepper'

type Props = {
  locale: string
  product: Product
  productName: string
  complements: ShopComplement[]
  currency: CurrencyFormat
  /** Hotel-local today, YYYY-MM-DD. */
  today: string
  cartHref: string
  closeLabel: string
}

type AddOnState = Record<number, { on: boolean; upgrade: boolean }>

const firstOfMonth = (d: string) => `${d.slice(0, 7)}-01`

export function ProductPurchase({ locale, product, productName, complements, currency, today, cartHref, closeLabel }: Props) {
  const t = useTranslations('shop')
  const lang = locale === 'es' ? 'es' : 'en'
  const [openTicket, setOpenTicket] = useState(false)
  const [date, setDate] = useState<string | null>(null)
  const [scheduleId, setScheduleId] = useState<string | null>(null)
  const [routeId, setRouteId] = useState<string | null>(product.ferryRoutes[0]?.id ?? null)
  const [quantities, setQuantities] = useState({ adults: 2, minors: 0, infants: 0 })
  const [addOns, setAddOns] = useState<AddOnState>({})
  const [days, setDays] = useState<Map<string, CalendarDay>>(new Map())
  const [loadedFrom, setLoadedFrom] = useState<Set<string>>(new Set())
  const [calendarFailed, setCalendarFailed] = useState(false)
  const [quote, setQuote] = useState<{ ok: true; quote: Quote } | { ok: false; message: string } | null>(null)
  const [result, setResult] = useState<{ ok: boolean; message: string; notices: string[] } | null>(null)
  const [modalOpen, setModalOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const quoteSeq = useRef(0)

  const loadMonth = useCallback(
    async (from: string) => {
      if (loadedFrom.has(from)) return
      setLoadedFrom((s) => new Set(s).add(from))
      try {
        const list = await calendarAction(product.id, from < today ? today : from, 62)
        setDays((prev) => {
          const next = new Map(prev)
          for (const d of list) next.set(d.date, d)
          return next
        })
      } catch {
        setCalendarFailed(true)
      }
    },
    [loadedFrom, product.id, today],
  )

  useEffect(() => {
    void loadMonth(firstOfMonth(today))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const item: AddItem = useMemo(
    () => ({
      productId: product.id,
      date: openTicket ? null : date,
      ...(openTicket ? { openTicket: true } : {}),
      scheduleId: openTicket ? null : scheduleId,
      routeId,
      quantities,
      addOns: Object.entries(addOns)
        .filter(([, v]) => v.on)
        .map(([id, v]) => (v.upgrade ? { complementId: Number(id), upgrade: true } : { complementId: Number(id) })),
    }),
    [product.id, openTicket, date, scheduleId, routeId, quantities, addOns],
  )

  // The server quotes every change (the price shown is the price charged).
  useEffect(() => {
    if (!openTicket && !date) {
      setQuote(null)
      return
    }
    const seq = ++quoteSeq.current
    const timer = setTimeout(async () => {
      try {
        const r = await quoteAction(item, currency.isoCode, locale)
        if (seq !== quoteSeq.current) return
        setQuote(r.ok ? { ok: true, quote: r.quote } : { ok: false, message: r.message })
      } catch {
        if (seq === quoteSeq.current) setQuote(null)
      }
    }, 200)
    return () => clearTimeout(timer)
  }, [item, openTicket, date, currency.isoCode, locale])

  const day = date ? days.get(date) : undefined
  const unavailable = (d: DateValue) => {
    const info = days.get(d.toString())
    return info ? info.status !== 'available' : false
  }

  const add = () => {
    setResult(null)
    startTransition(async () => {
      try {
        const r = await addToCartAction(item, locale)
        if (r.ok) {
          setResult({ ok: true, message: r.message, notices: r.notices.map((n) => n.message) })
          setModalOpen(true)
          if (quote?.ok) {
            const q = quote.quote
            const value = q.total / 10 ** q.decimals
            track('add_to_cart', { currency: q.currency, value, items: [{ item_id: String(product.id), item_name: productName, item_category: product.kind, price: value, quantity: 1 }] })
          }
        } else {
          setResult({ ok: false, message: r.message, notices: [] })
        }
      } catch {
        setResult({ ok: false, message: t('invalidInput'), notices: [] })
      }
    })
  }

  const calValue = date ? parseDate(date) : null
  const schedules = product.schedules
  const bands = {
    adults: t('adultsHint', { min: product.adultMinAge }),
    minors: t('minorsHint', { min: product.childAgeBand.min, max: product.childAgeBand.max }),
    infants: t('infantsHint', { min: 0, max: product.infantFreeMaxAge }),
  }

  return (
    <I18nProvider locale={lang === 'es' ? 'es-MX' : 'en-US'}>
      <section className="shop-buy" aria-labelledby="buy-heading">
        <h2 id="buy-heading">{t('buyTickets')}</h2>

        {product.openTicket.enabled ? (
          <Checkbox className="ui-checkbox shop-open" isSelected={openTicket} onChange={setOpenTicket} name="openTicket">
            <span className="ui-checkbox__box" aria-hidden="true">
              {openTicket ? '✓' : ''}
            </span>
            <span>
              <strong>{t('openTicket')}</strong> — {t('openTicketHint')}
            </span>
          </Checkbox>
        ) : null}

        {!openTicket ? (
          <div className="shop-date">
            <Calendar
              aria-label={t('calendar')}
              value={calValue}
              onChange={(v: CalendarDate) => {
                setDate(v.toString())
                setScheduleId(null)
              }}
              minValue={parseDate(today)}
              maxValue={parseDate(today).add({ days: 365 })}
              isDateUnavailable={unavailable}
              onFocusChange={(d) => void loadMonth(firstOfMonth(d.toString()))}
              className="shop-calendar"
            >
              <header className="shop-calendar__header">
                <Button slot="previous" aria-label={t('previousMonth')}>
                  ‹
                </Button>
                <Heading />
                <Button slot="next" aria-label={t('nextMonth')}>
                  ›
                </Button>
              </header>
              <CalendarGrid>
                {(d) => (
                  <CalendarCell date={d} className={`shop-calendar__cell shop-calendar__cell--${days.get(d.toString())?.status ?? 'unknown'}`} />
                )}
              </CalendarGrid>
            </Calendar>
            <ul className="shop-legend" aria-hidden="true">
              <li data-status="available">{t('legendAvailable')}</li>
              <li data-status="sold-out">{t('legendSoldOut')}</li>
              <li data-status="closed">{t('legendClosed')}</li>
            </ul>
            {calendarFailed ? (
              <p className="notice notice--error" role="alert">
                {t('calendarError')}
              </p>
            ) : null}
            <p className="shop-date__chosen" data-testid="chosen-date" aria-live="polite">
              {date ? t('chosenDate', { date }) : t('noDateYet')}
            </p>
          </div>
        ) : null}

        {!openTicket && schedules.length > 0 ? (
          <label className="shop-field">
            <span>{t('schedule')}</span>
            <select value={scheduleId ?? ''} onChange={(e) => setScheduleId(e.target.value || null)} name="schedule">
              <option value="">{t('chooseSchedule')}</option>
              {schedules.map((s) => {
                const left = day?.schedules.find((x) => x.id === s.id)?.remaining
                const soldOut = left === 0
                return (
                  <option key={s.id} value={s.id} disabled={soldOut}>
                    {s.time}
                    {left === undefined || left === null ? '' : soldOut ? ` — ${t('scheduleSoldOut')}` : ` — ${t('seatsLeft', { count: left })}`}
                  </option>
                )
              })}
            </select>
          </label>
        ) : null}

        {product.ferryRoutes.length > 0 ? (
          <RadioGroup className="shop-routes" value={routeId} onChange={setRouteId} name="route">
            <Label className="shop-field__label">{t('route')}</Label>
            {product.ferryRoutes.map((r) => (
              <Radio key={r.id} value={r.id} className="shop-radio">
                {r.name}
                {r.basePricesUsd.adult !== null ? ` · ${formatMoney(r.basePricesUsd.adult, USD)}` : ''}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}

        <fieldset className="shop-visitors">
          <legend>{t('visitors')}</legend>
          <Stepper name="adults" label={t('adults')} hint={bands.adults} value={quantities.adults} onChange={(v) => setQuantities((q) => ({ ...q, adults: v }))} />
          <Stepper name="minors" label={t('minors')} hint={bands.minors} value={quantities.minors} onChange={(v) => setQuantities((q) => ({ ...q, minors: v }))} />
          <Stepper name="infants" label={t('infants')} hint={bands.infants} value={quantities.infants} onChange={(v) => setQuantities((q) => ({ ...q, infants: v }))} />
        </fieldset>

        {complements.length > 0 ? (
          <fieldset className="shop-addons">
            <legend>{t('addOns')}</legend>
            {complements.map((c) => {
              const s = addOns[c.id] ?? { on: false, upgrade: false }
              const price = c.price === null ? '' : ` · ${formatMoney(c.price, USD)} ${c.pricing === 'perPerson' ? t('perPerson') : t('perBooking')}`
              return (
                <div key={c.id} className="shop-addon">
                  <Checkbox className="ui-checkbox" isSelected={s.on} onChange={(on) => setAddOns((a) => ({ ...a, [c.id]: { ...s, on } }))} name={`addon-${c.id}`}>
                    <span className="ui-checkbox__box" aria-hidden="true">
                      {s.on ? '✓' : ''}
                    </span>
                    <span>
                      <span className="shop-addon__kind">{t(`addOnKinds.${c.kind}`)}</span> {c.name}
                      {price}
                    </span>
                  </Checkbox>
                  {c.infoDetails ? <p className="shop-addon__info">{c.infoDetails}</p> : null}
                  {s.on && c.idUpgrade !== null && c.nameUpgrade ? (
                    <Checkbox className="ui-checkbox shop-addon__upgrade" isSelected={s.upgrade} onChange={(upgrade) => setAddOns((a) => ({ ...a, [c.id]: { ...s, upgrade } }))}>
                      <span className="ui-checkbox__box" aria-hidden="true">
                        {s.upgrade ? '✓' : ''}
                      </span>
                      <span>
                        {t('upgrade', { name: c.nameUpgrade })}
                        {c.priceUpgrade !== null ? ` · ${formatMoney(c.priceUpgrade, USD)}` : ''}
                      </span>
                    </Checkbox>
                  ) : null}
                </div>
              )
            })}
          </fieldset>
        ) : null}

        <div className="shop-quote" aria-live="polite" data-testid="quote">
          {quote === null ? null : quote.ok ? (
            <QuoteLines quote={quote.quote} currency={currency} complements={complements} />
          ) : (
            <p className="notice notice--error">{quote.message}</p>
          )}
        </div>

        <button type="button" className="button shop-add" onClick={add} disabled={pending} aria-busy={pending}>
          {pending ? t('adding') : t('addToCart')}
        </button>
        {result && !result.ok ? (
          <p className="notice notice--error" role="alert" data-testid="cart-message">
            {result.message}
          </p>
        ) : null}
        {result?.ok ? (
          <p className="notice notice--ok" role="status" data-testid="cart-message">
            {result.message}
          </p>
        ) : null}
        <CartAddedDialog isOpen={modalOpen} onOpenChange={setModalOpen} message={result?.message ?? ''} notices={result?.notices ?? []} cartHref={cartHref} closeLabel={closeLabel} />
      </section>
    </I18nProvider>
  )
}

/** Catalogue list prices are USD cents. */
const USD: CurrencyFormat = { isoCode: 'USD', symbol: '$', presentationSymbol: 'US$', position: 'I', decimalSeparator: '.', thousandSeparator: ',', decimals: 2 }
