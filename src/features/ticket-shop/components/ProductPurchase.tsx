'use client'
/**
 * The product card's purchase form (spec §2 park and tour cards):
 * calendar with availability per date (sold-out and closed days not selectable), schedule selector,
 * ferry route, adults/minors/infants steppers, add-ons, open-ticket option, the server's price quote
 * and "Add to cart". The domain rules explain what is missing; the server decides (its refusal text
 * is shown as is) and the cart modal opens on success.
 *
 * Performance (first-load JS ≤ bare + 90 KB, Lighthouse ≥ bare − 3): native controls only.
 * The server renders this month's calendar (`calendarPlaceholder`) with its availability
 * (`initialDays`); the react-aria calendar (`AvailabilityCalendar`) is imported on the first pointer,
 * touch or focus over it, and a click made before it arrived (month arrow, day) is replayed. The cart
 * modal (react-aria Modal) is imported when "Add to cart" is pressed.
 */
import { useTranslations } from 'next-intl'
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useTransition } from 'react'
import { track } from '../../../lib/analytics/dataLayer'
import { formatMoney, type CurrencyFormat, toMajorUnits, USD_FORMAT } from '../../../lib/money/format'
import { formatCalendarDate } from '../../../lib/i18n/dates'
import type { AddItem } from '../domain/cart'
import type { Product } from '../domain/catalog'
import { listPriceIn, quote as layoutQuote, type Quote } from '../domain/pricing'
import { addToCartAction, calendarAction, quoteAction } from '../server/actions'
import { announceCartChange } from './HeaderCart'
import type { CalendarDay, ShopComplement } from '../server/types'
import type { CalendarFocus } from './AvailabilityCalendar'
import { QuoteLines } from './QuoteLines'
import { Stepper } from './Stepper'
import { useOnDemand } from '../../../components/ui/useOnDemand'
import '../../../components/ui/ui.css'

type CalendarComponent = typeof import('./AvailabilityCalendar').AvailabilityCalendar

type Props = {
  locale: string
  product: Product
  productName: string
  complements: ShopComplement[]
  currency: CurrencyFormat
  /** `currency`'s CMS rate (units per 1 USD), for laying out the price to come before it comes; null: unknown. */
  rateToUsd: number | null
  /** Hotel-local today, YYYY-MM-DD. */
  today: string
  cartHref: string
  closeLabel: string
  /** Availability of the 62 days from `today`, read by the server; null: the form asks for it. */
  initialDays: CalendarDay[] | null
  /** This month's calendar rendered by the server (`CalendarPlaceholder`), shown until the interactive one loads. */
  calendarPlaceholder: ReactNode
}

type AddOnState = Record<number, { on: boolean; upgrade: boolean }>

const firstOfMonth = (d: string) => `${d.slice(0, 7)}-01`

/** A native checkbox drawn like the site's `ui-checkbox` (box and label; the input visually hidden). */
function CheckBox({ checked, onChange, name, className, children }: { checked: boolean; onChange: (on: boolean) => void; name?: string; className?: string; children: ReactNode }) {
  return (
    <label className={className ? `ui-checkbox ${className}` : 'ui-checkbox'} data-selected={checked || undefined}>
      <input type="checkbox" className="visually-hidden" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="ui-checkbox__box" aria-hidden="true">
        {checked ? '✓' : ''}
      </span>
      <span>{children}</span>
    </label>
  )
}

export function ProductPurchase({ locale, product, productName, complements, currency, rateToUsd, today, cartHref, closeLabel, initialDays, calendarPlaceholder }: Props) {
  const t = useTranslations('shop')
  const tm = useTranslations('shopMessages')
  const lang = locale === 'es' || locale === 'pt' ? locale : 'en'
  const [openTicket, setOpenTicket] = useState(false)
  const [date, setDate] = useState<string | null>(null)
  const [scheduleId, setScheduleId] = useState<string | null>(null)
  const [routeId, setRouteId] = useState<string | null>(product.ferryRoutes[0]?.id ?? null)
  const [quantities, setQuantities] = useState({ adults: 2, minors: 0, infants: 0 })
  const [addOns, setAddOns] = useState<AddOnState>({})
  const [days, setDays] = useState<Map<string, CalendarDay>>(() => new Map((initialDays ?? []).map((d) => [d.date, d])))
  const [loadedFrom, setLoadedFrom] = useState<Set<string>>(() => new Set(initialDays ? [firstOfMonth(today)] : []))
  const [calendarFailed, setCalendarFailed] = useState(false)
  // `for`: the choice the answer was quoted for; while it is not the current one, a re-quote is on its way.
  const [quote, setQuote] = useState<(({ ok: true; quote: Quote } | { ok: false; message: string }) & { for: QuoteRequest }) | null>(null)
  const [result, setResult] = useState<{ ok: boolean; message: string; notices: string[] } | null>(null)
  const [modalOpen, setModalOpen] = useState(false)
  // the "added to cart" dialog (react-aria Modal): imported with the first add
  const { Component: Dialog, load: loadDialog, preload: preloadDialog } = useOnDemand(() => import('./CartAddedDialog').then((m) => m.CartAddedDialog))
  const [pending, startTransition] = useTransition()
  const quoteSeq = useRef(0)
  const routesLabel = useId()

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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads the first month's availability once mounted
    if (!initialDays) void loadMonth(firstOfMonth(today))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The interactive calendar, imported on the first pointer, touch or focus over the placeholder. It
  // replaces the placeholder once loaded, but never between a press and its click (the click would be lost).
  const dateBox = useRef<HTMLDivElement>(null)
  const calendarImport = useRef<Promise<void> | null>(null)
  const arrived = useRef<CalendarComponent | null>(null)
  const pressing = useRef(false)
  const [Cal, setCal] = useState<CalendarComponent | null>(null)
  const [calStart, setCalStart] = useState<CalendarFocus>({ months: 0, date: null, nav: null, focused: false })
  const showCalendar = useCallback(() => {
    const component = arrived.current
    if (!component || pressing.current) return
    const el = document.activeElement instanceof HTMLElement && dateBox.current?.contains(document.activeElement) ? document.activeElement : null
    const nav = el?.dataset.calNav === 'next' || el?.dataset.calNav === 'previous' ? el.dataset.calNav : null
    setCalStart((s) => ({ ...s, focused: Boolean(el), nav, date: el?.dataset.calDate ?? s.date }))
    setCal(() => component)
  }, [])
  const wantCalendar = useCallback(() => {
    if (calendarImport.current) return
    calendarImport.current = import('./AvailabilityCalendar').then(
      (m) => {
        arrived.current = m.AvailabilityCalendar
        showCalendar()
      },
      () => {
        calendarImport.current = null
        setCalendarFailed(true)
      },
    )
  }, [showCalendar])
  const release = () => {
    if (!pressing.current) return
    pressing.current = false
    setTimeout(showCalendar, 0)
  }
  const chooseDate = (d: string) => {
    setDate(d)
    setScheduleId(null)
    setCalStart((s) => ({ ...s, date: d }))
  }
  /** A click on the placeholder (before the calendar arrived): move the month, or choose the day. */
  const replay = (e: MouseEvent) => {
    const el = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-cal-nav],[data-cal-date]') : null
    if (el && !Cal && !(el as HTMLButtonElement).disabled) {
      const nav = el.dataset.calNav
      if (nav) setCalStart((s) => ({ ...s, date: null, months: Math.max(0, s.months + (nav === 'next' ? 1 : -1)) }))
      else if (el.dataset.calDate) chooseDate(el.dataset.calDate)
      wantCalendar() // a click with no pointer or focus before it (assistive technology)
    }
    release()
  }

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
  /** What the server is asked to price: the item in the chosen currency and language (one object per change). */
  const quoteRequest = useMemo<QuoteRequest>(() => ({ item, currency: currency.isoCode, locale }), [item, currency.isoCode, locale])

  // The server quotes every change (the price shown is the price charged).
  useEffect(() => {
    if (!openTicket && !date) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a cleared date clears the server quote it no longer matches
      setQuote(null)
      return
    }
    const seq = ++quoteSeq.current
    const timer = setTimeout(async () => {
      try {
        const r = await quoteAction(quoteRequest.item, quoteRequest.currency, quoteRequest.locale)
        if (seq !== quoteSeq.current) return
        setQuote(r.ok ? { ok: true, quote: r.quote, for: quoteRequest } : { ok: false, message: r.message, for: quoteRequest })
      } catch {
        if (seq === quoteSeq.current) setQuote({ ok: false, message: tm('GENERIC_ERROR'), for: quoteRequest })
      }
    }, 200)
    return () => clearTimeout(timer)
  }, [quoteRequest, openTicket, date, tm])
  // No answer yet for the current choice: the first price is being calculated, or the shown one answers an
  // earlier choice. Say a price is coming rather than show an old total as current; meanwhile the region keeps
  // the room the answer will take, so the Add-to-cart button does not jump under the pointer.
  const awaitingQuote = (openTicket || date !== null) && quote?.for !== quoteRequest
  const firstQuote = awaitingQuote && quote === null
  /**
   * A route's or add-on's list price (USD cents) in the page's currency, converted as the quote will
   * charge it (`listPriceIn`: add-ons carry no discount; a route's adult price before any); in USD
   * only while the CMS rate is unknown; formatted for display.
   */
  const listPrice = (usdCents: number) => {
    const minor = rateToUsd === null ? null : listPriceIn(usdCents, { rateToUsd, decimals: currency.decimals })
    return minor === null ? formatMoney(usdCents, USD_FORMAT) : formatMoney(minor, currency)
  }
  // While an answer comes, an invisible twin of it holds its room: the same pure pricing the server runs
  // (domain/pricing) at the CMS rate, only to lay out the same lines at the same widths; never shown, never
  // charged (the answer is the server's). For the first price the twin sits in the flow under the
  // 'Calculating…' line; for a new price it is measured out of the flow, and the region takes its height at
  // once, when the traveller changes the choice, not when the answer lands.
  const twin = useMemo(() => {
    if (!awaitingQuote || rateToUsd === null) return null
    const r = layoutQuote(product, item, { today, currency: currency.isoCode, rateToUsd, decimals: currency.decimals })
    return r.ok ? r.quote : null
  }, [awaitingQuote, product, item, today, currency.isoCode, currency.decimals, rateToUsd])

  // The region never shrinks or grows when an answer arrives, only when the traveller changes the choice: an
  // answer shorter than the room it had (the 'Updating…' line, the first quote's reserved room) would pull the
  // Add-to-cart button up, and one with a line more would push it down, under a pointer already on its way
  // (a misclick seen in the e2e runs).
  const quoteBox = useRef<HTMLDivElement>(null)
  const twinBox = useRef<HTMLDivElement>(null)
  const busyHeight = useRef(0)
  useLayoutEffect(() => {
    const el = quoteBox.current
    if (!el) return
    el.style.minHeight = ''
    busyHeight.current = Math.max(el.offsetHeight, twinBox.current?.offsetHeight ?? 0)
    if (busyHeight.current > el.offsetHeight) el.style.minHeight = `${busyHeight.current}px`
  }, [quoteRequest])
  useLayoutEffect(() => {
    const el = quoteBox.current
    if (el && quote && el.offsetHeight < busyHeight.current) el.style.minHeight = `${busyHeight.current}px`
  }, [quote])

  const day = date ? days.get(date) : undefined

  const add = () => {
    setResult(null)
    preloadDialog()
    startTransition(async () => {
      try {
        const r = await addToCartAction(item, locale)
        if (r.ok) {
          announceCartChange()
          await loadDialog()
          setResult({ ok: true, message: r.message, notices: r.notices.map((n) => n.message) })
          setModalOpen(true)
          if (quote?.ok && !awaitingQuote) {
            const q = quote.quote
            const value = toMajorUnits(q.total, q.decimals)
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

  const schedules = product.schedules
  const bands = {
    adults: t('adultsHint', { min: product.adultMinAge }),
    minors: t('minorsHint', { min: product.childAgeBand.min, max: product.childAgeBand.max }),
    infants: t('infantsHint', { min: 0, max: product.infantFreeMaxAge }),
  }

  return (
    <section className="shop-buy" aria-labelledby="buy-heading">
      <h2 id="buy-heading">{t('buyTickets')}</h2>

      {product.openTicket.enabled ? (
        <CheckBox
          className="shop-open"
          checked={openTicket}
          onChange={(on) => {
            setOpenTicket(on)
            setCalStart((s) => ({ ...s, focused: false, nav: null }))
          }}
          name="openTicket"
        >
          <strong>{t('openTicket')}</strong> — {t('openTicketHint')}
        </CheckBox>
      ) : null}

      {!openTicket ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it loads the calendar on pointer or focus (onFocus) and replays the first click; the calendar's own buttons take the keyboard
        <div
          className="shop-date"
          ref={dateBox}
          onPointerEnter={wantCalendar}
          onPointerDown={() => {
            pressing.current = true
            wantCalendar()
            // No click followed (dragged away, long press): show the calendar anyway.
            window.addEventListener('pointerup', () => setTimeout(release, 400), { once: true })
          }}
          onPointerCancel={release}
          onTouchStart={wantCalendar}
          onFocus={wantCalendar}
          onClick={replay}
        >
          {Cal ? <Cal lang={lang} today={today} date={date} onChange={chooseDate} days={days} onMonth={(from) => void loadMonth(from)} start={calStart} /> : calendarPlaceholder}
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
          <p className="shop-date__chosen" data-testid="chosen-date" data-date={date ?? undefined} aria-live="polite">
            {date ? t('chosenDate', { date: formatCalendarDate(date, lang) }) : t('noDateYet')}
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
        <div className="shop-routes" role="radiogroup" aria-labelledby={routesLabel}>
          <span className="shop-field__label" id={routesLabel}>
            {t('route')}
          </span>
          {product.ferryRoutes.map((r) => (
            <label key={r.id} className="shop-radio" data-selected={routeId === r.id || undefined}>
              <input type="radio" className="visually-hidden" name="route" value={r.id} checked={routeId === r.id} onChange={() => setRouteId(r.id)} />
              {r.name}
              {r.basePricesUsd.adult !== null ? ` · ${listPrice(r.basePricesUsd.adult)}` : ''}
            </label>
          ))}
        </div>
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
            const price = c.price === null ? '' : ` · ${listPrice(c.price)} ${c.pricing === 'perPerson' ? t('perPerson') : t('perBooking')}`
            return (
              <div key={c.id} className="shop-addon">
                <CheckBox checked={s.on} onChange={(on) => setAddOns((a) => ({ ...a, [c.id]: { ...s, on } }))} name={`addon-${c.id}`}>
                  <span className="shop-addon__kind">{t(`addOnKinds.${c.kind}`)}</span> {c.name}
                  {price}
                </CheckBox>
                {c.infoDetails ? <p className="shop-addon__info">{c.infoDetails}</p> : null}
                {s.on && c.idUpgrade !== null && c.nameUpgrade ? (
                  <CheckBox className="shop-addon__upgrade" checked={s.upgrade} onChange={(upgrade) => setAddOns((a) => ({ ...a, [c.id]: { ...s, upgrade } }))}>
                    {t('upgrade', { name: c.nameUpgrade })}
                    {c.priceUpgrade !== null ? ` · ${listPrice(c.priceUpgrade)}` : ''}
                  </CheckBox>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      ) : null}

      <div ref={quoteBox} className={firstQuote && twin ? 'shop-quote shop-quote--first' : 'shop-quote'} aria-live="polite" aria-busy={awaitingQuote} data-testid="quote">
        {awaitingQuote ? (
          <p className="shop-quote__updating" data-testid="quote-updating">
            {firstQuote ? t('quoteLoading') : t('quoteUpdating')}
          </p>
        ) : null}
        {twin ? (
          <div ref={twinBox} className={firstQuote ? 'shop-quote__twin' : 'shop-quote__twin shop-quote__twin--measure'} aria-hidden="true">
            <QuoteLines quote={twin} currency={currency} complements={complements} layoutOnly />
          </div>
        ) : null}
        {quote === null ? null : quote.ok ? <QuoteLines quote={quote.quote} currency={currency} complements={complements} /> : <p className="notice notice--error">{quote.message}</p>}
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
      {Dialog ? <Dialog isOpen={modalOpen} onOpenChange={setModalOpen} message={result?.message ?? ''} notices={result?.notices ?? []} cartHref={cartHref} closeLabel={closeLabel} /> : null}
    </section>
  )
}

/** One priced choice: the cart item, the ISO currency the visitor chose and the page's language; compared by identity (a new object per change). */
type QuoteRequest = { item: AddItem; currency: string; locale: string }
