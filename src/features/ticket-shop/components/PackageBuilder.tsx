'use client'
/**
 * Package builder (spec §1 "Packages of 1 day or 2 days of admission can be assembled"; §4 package
 * items show 'Add', then 'Added'; §5 package rules). Tabs '1 day' / '2 days'; each park admission has
 * a date (and a schedule when it has several) and an Add/Added button. The domain's package rules
 * explain at once (limit 5, dates can't be the same); "Add package to cart" sends the package to the
 * server, which enforces every rule again and answers with the spec's message.
 */
import { useTranslations } from 'next-intl'
import { useLayoutEffect, useRef, useState, useTransition } from 'react'
import { I18nProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { track } from '../../../lib/analytics/dataLayer'
import { addDays } from '../../../lib/hotel-date'
import { addToPackage, admissionDaysOf, emptyPackage, packageItemLabel, packageItemState, removeFromPackage, selectTab, type PackageDraft, type PackageTab } from '../domain/packages'
import { addPackageAction } from '../server/actions'
import { announceCartChange } from './HeaderCart'
import { Stepper } from './Stepper'
import { useOnDemand } from '../../../components/ui/useOnDemand'
import { intlLocale } from '../../../lib/i18n/dates'

export type PackagePark = { id: number; name: string; schedules: { id: string; time: string }[] }

/** `currency`: the page's (the cards' prices), in which the package's add_to_cart states its value. */
type Props = { locale: string; parks: PackagePark[]; today: string; cartHref: string; closeLabel: string; currency: string }

export function PackageBuilder({ locale, parks, today, cartHref, closeLabel, currency }: Props) {
  const t = useTranslations('shop')
  const tm = useTranslations('shopMessages')
  const lang = locale === 'es' || locale === 'pt' ? locale : 'en'
  const [draft, setDraft] = useState<PackageDraft>(emptyPackage('1-day'))
  const [dates, setDates] = useState<Record<number, string>>({})
  const [schedules, setSchedules] = useState<Record<number, string>>({})
  const [quantities, setQuantities] = useState({ adults: 2, minors: 0, infants: 0 })
  const [message, setMessage] = useState<{ ok: boolean; text: string; productId?: number } | null>(null)
  const [added, setAdded] = useState<{ message: string; notices: string[] } | null>(null)
  // the "added to cart" dialog (react-aria Modal, ~35 KB gzip): imported with the first "Add package to cart", as on the product page
  const { Component: Dialog, load: loadDialog, preload: preloadDialog } = useOnDemand(() => import('./CartAddedDialog').then((m) => m.CartAddedDialog))
  const [pending, startTransition] = useTransition()
  const root = useRef<HTMLElement>(null)

  // A date or schedule chosen before hydration is in the DOM while the state is still empty: adopt
  // it before the first paint after hydration, so the next render does not wipe it (no
  // input may be lost before hydration; EarlyClickReplay replays the clicks).
  useLayoutEffect(() => {
    const el = root.current
    if (!el) return
    const typed: Record<number, string> = {}
    el.querySelectorAll<HTMLInputElement>('input[data-park-date]').forEach((i) => {
      if (i.value) typed[Number(i.dataset.parkDate)] = i.value
    })
    const picked: Record<number, string> = {}
    el.querySelectorAll<HTMLSelectElement>('select[data-park-schedule]').forEach((i) => {
      if (i.value) picked[Number(i.dataset.parkSchedule)] = i.value
    })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts what the visitor typed before hydration (the form works without JS)
    if (Object.keys(typed).length) setDates((d) => ({ ...typed, ...d }))
    if (Object.keys(picked).length) setSchedules((d) => ({ ...picked, ...d }))
  }, [])

  const toggle = (park: PackagePark) => {
    setMessage(null)
    if (packageItemState(draft, park.id) === 'added') {
      setDraft(removeFromPackage(draft, park.id))
      return
    }
    const date = dates[park.id]
    if (!date) {
      setMessage({ ok: false, text: t('noDateYet'), productId: park.id })
      return
    }
    const r = addToPackage(draft, { productId: park.id, date, kind: 'park' })
    if (r.ok) setDraft(r.draft)
    else setMessage({ ok: false, text: tm(r.code, r.params), productId: park.id })
  }

  const submit = () => {
    setMessage(null)
    const admissionDays = admissionDaysOf(draft.tab)
    const items = draft.items.map((i) => {
      const park = parks.find((p) => p.id === i.productId)
      const sid = schedules[i.productId] ?? (park && park.schedules.length === 1 ? park.schedules[0].id : null)
      return { productId: i.productId, date: i.date, scheduleId: sid, quantities, admissionDays }
    })
    preloadDialog()
    startTransition(async () => {
      try {
        const r = await addPackageAction({ tab: draft.tab, items }, locale, currency)
        if (r.ok) {
          announceCartChange()
          await loadDialog()
          setAdded({ message: r.message, notices: r.notices.map((n) => n.message) })
          // GA4: currency goes with a value (the package as the cart prices it), or not at all
          const value = r.value ?? null
          const lines = items.map((i) => ({
            item_id: String(i.productId),
            item_name: parks.find((p) => p.id === i.productId)?.name ?? String(i.productId),
            item_category: 'package',
            ...(value ? { price: value.items.find((v) => v.productId === i.productId)?.price } : {}),
            quantity: 1,
          }))
          track('add_to_cart', value ? { currency: value.currency, value: value.value, items: lines } : { items: lines })
          setDraft(emptyPackage(draft.tab))
        } else {
          setMessage({ ok: false, text: r.message, productId: r.itemIndex !== null ? items[r.itemIndex]?.productId : undefined })
        }
      } catch {
        setMessage({ ok: false, text: tm('GENERIC_ERROR') })
      }
    })
  }

  // Each tab's panel is react-aria's TabPanel, the one its tab's aria-controls names and its name
  // labels (a hand-made role="tabpanel" left aria-controls naming no element). Both hold the same
  // parks, dates and buttons at the same place, from the same state: switching tabs keeps what was
  // chosen, and a click replayed after hydration (EarlyClickReplay finds a replaced element by its
  // place) lands on the element the visitor saw.
  const panel = (tab: PackageTab) => (
    <TabPanel id={tab} className="shop-package__panel">
      <ul className="shop-package__items">
        {parks.map((park) => {
          const state = packageItemState(draft, park.id)
          const inputId = `pkg-${park.id}`
          return (
            <li key={park.id} className="shop-package__item" data-state={state} data-testid={`package-item-${park.id}`}>
              <span className="shop-package__name">{park.name}</span>
              <label htmlFor={inputId} className="visually-hidden">
                {t('package.date', { name: park.name })}
              </label>
              <input
                id={inputId}
                type="date"
                data-park-date={park.id}
                min={today}
                max={addDays(today, 365)}
                value={dates[park.id] ?? ''}
                disabled={state === 'added'}
                onChange={(e) => setDates((d) => ({ ...d, [park.id]: e.target.value }))}
              />
              {park.schedules.length > 1 ? (
                <select
                  data-park-schedule={park.id}
                  aria-label={`${t('schedule')} — ${park.name}`}
                  value={schedules[park.id] ?? ''}
                  onChange={(e) => setSchedules((s) => ({ ...s, [park.id]: e.target.value }))}
                  disabled={state === 'added'}
                >
                  <option value="">{t('chooseSchedule')}</option>
                  {park.schedules.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.time}
                    </option>
                  ))}
                </select>
              ) : null}
              <button
                type="button"
                className={state === 'added' ? 'button' : 'button button--ghost'}
                aria-pressed={state === 'added'}
                onClick={() => toggle(park)}
                aria-label={`${tm(packageItemLabel(state))} — ${park.name}`}
              >
                {tm(packageItemLabel(state))}
              </button>
            </li>
          )
        })}
      </ul>
    </TabPanel>
  )

  return (
    <I18nProvider locale={intlLocale(lang)}>
      <section ref={root} className="shop-package" aria-labelledby="package-heading">
        <h2 id="package-heading">{t('package.title')}</h2>
        <p>{t('package.intro')}</p>
        <Tabs
          selectedKey={draft.tab}
          onSelectionChange={(k) => {
            setMessage(null)
            setDraft(selectTab(draft, k as PackageTab))
          }}
          className="shop-package__tabs"
        >
          <TabList aria-label={t('package.tabs')} className="shop-tabs">
            <Tab id="1-day" className="shop-tab">
              {t('package.oneDay')}
            </Tab>
            <Tab id="2-days" className="shop-tab">
              {t('package.twoDays')}
            </Tab>
          </TabList>
          {panel('1-day')}
          {panel('2-days')}
        </Tabs>
        <fieldset className="shop-visitors">
          <legend>{t('package.visitors')}</legend>
          <Stepper name="pkg-adults" label={t('adults')} hint={t('adultsHint', { min: 12 })} value={quantities.adults} onChange={(v) => setQuantities((q) => ({ ...q, adults: v }))} />
          <Stepper name="pkg-minors" label={t('minors')} hint={t('minorsHint', { min: 5, max: 11 })} value={quantities.minors} onChange={(v) => setQuantities((q) => ({ ...q, minors: v }))} />
        </fieldset>
        <p aria-live="polite" data-testid="package-count">
          {t('package.items', { count: draft.items.length })}
        </p>
        {message ? (
          <p className={message.ok ? 'notice notice--ok' : 'notice notice--error'} role="alert" data-testid="package-message">
            {message.text}
          </p>
        ) : null}
        <button type="button" className="button" onClick={submit} disabled={pending || draft.items.length === 0} aria-busy={pending}>
          {t('package.addToCart')}
        </button>
        {Dialog ? (
          <Dialog isOpen={added !== null} onOpenChange={(o) => (o ? null : setAdded(null))} message={added?.message ?? ''} notices={added?.notices ?? []} cartHref={cartHref} closeLabel={closeLabel} />
        ) : null}
      </section>
    </I18nProvider>
  )
}
