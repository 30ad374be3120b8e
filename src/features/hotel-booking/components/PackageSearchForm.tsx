'use client'
/**
 * Hotel + flight package search form: origin airport type-ahead (react-aria ComboBox) over the
 * origin-search service's airports, the bundled list at once and as the fallback (spec §7;
 * `useOriginAirports`), departure and return dates, up to 6 passengers (spec §5,
 * §9), then the traveller goes to the package site (`/paquetes/buscar` es, `/packages/search` en).
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { useOnDemand } from '../../../components/ui/useOnDemand'
import { BOOKING_LIMITS } from '../domain/limits'
import {
  airportFromText,
  bundledAirports,
  MAX_CHILD_AGE,
  MAX_PASSENGERS,
  mergeAirports,
  type OriginAirport,
  PACKAGE_ERRORS_PARAM,
  packageQueryFromForm,
  packageSearchUrl,
  type PackageErrors,
  sentBackAirport,
  shortAirportLabel,
  validatePackage,
} from '../domain/packageSearch'
import type { OriginComboProps } from './OriginCombo'
import { useOriginAirports } from './useOriginAirports'
import './package-search.css'
import { formatMessage } from '../../../lib/i18n/format'

export type PackageSearchTexts = {
  title: string
  origin: string
  originPlaceholder: string
  noAirports: string
  /** the list's state while the origin-search service is asked and nothing matches yet */
  searchingAirports: string
  departure: string
  return: string
  adults: string
  children: string
  childAge: string
  /** the age select's empty choice (an age is chosen, never assumed) */
  chooseAge: string
  submit: string
  hint: string
  errors: Record<string, string>
}

type Props = {
  lang: 'es' | 'en'
  site: { baseUrl: string; pathEs: string; pathEn: string }
  /** the traveller's today and the default dates (`YYYY-MM-DD`) */
  today: string
  defaultDeparture: string
  defaultReturn: string
  texts: PackageSearchTexts
  /** navigation, replaceable in tests */
  go?: (url: string) => void
}

export function PackageSearchForm({ lang, site, today, defaultDeparture, defaultReturn, texts, go = (u) => window.location.assign(u) }: Props) {
  const [input, setInput] = useState('')
  const [origin, setOrigin] = useState<OriginAirport | null>(null)
  const [departure, setDeparture] = useState(defaultDeparture)
  const [ret, setRet] = useState(defaultReturn)
  const [adults, setAdults] = useState<number>(BOOKING_LIMITS.defaultAdults)
  // a child's age is null until chosen
  const [ages, setAges] = useState<(number | null)[]>([])
  const [errors, setErrors] = useState<PackageErrors>({})
  // the type-ahead (react-aria ComboBox) loads when the field is first focused or the pointer comes to the form
  const { Component: Combo, preload: preloadCombo } = useOnDemand<OriginComboProps>(() => import('./OriginCombo').then((m) => m.OriginCombo))
  // what the stand-in hands over when the type-ahead arrives: whether it had the focus, whether to open the list
  const [handOver, setHandOver] = useState({ focus: false, open: false })
  const form = useRef<HTMLFormElement>(null)
  // the chosen airport's label searches by its city (the list then offers it and its neighbours)
  const { items, pending } = useOriginAirports(origin && input === shortAirportLabel(origin) ? origin.city : input, lang)

  // What the traveller typed before hydration is in the DOM while the state still holds the defaults:
  // adopt it before the first paint after hydration, so the next render does not wipe it (
  // no input may be lost before hydration), and a field focused by then gets its type-ahead.
  useLayoutEffect(() => {
    const el = form.current
    if (!el) return
    // A search submitted before the script ran and refused by GET /package-search/ comes back with
    // what was typed in the query: adopt it, show why, and take the query out of the address.
    const sent = new URLSearchParams(window.location.search)
    if (sent.has(PACKAGE_ERRORS_PARAM)) {
      // the airport the server understood (the origin-search service's too) comes back with its code
      const understood = sentBackAirport(sent, lang)
      const q = packageQueryFromForm(sent, lang, understood ? mergeAirports(bundledAirports(lang), [understood]) : undefined)
      // state adopted from the address (an external system), once, at hydration
      /* eslint-disable react-hooks/set-state-in-effect */
      setInput(sent.get('origin-text') ?? '')
      setOrigin(understood)
      if (q.departure) setDeparture(q.departure)
      if (q.return) setRet(q.return)
      setAdults(Math.min(99, q.adults))
      setAges(q.childrenAges)
      setErrors(validatePackage(q, today))
      /* eslint-enable react-hooks/set-state-in-effect */
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash)
      return
    }
    const field = (name: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"]`)
    const typed = field('origin-text')
    if (typed?.value) setInput(typed.value)
    if (typed && document.activeElement === typed) {
      setHandOver({ focus: true, open: typed.value.trim() !== '' })
      preloadCombo()
    }
    const dep = field('departure')?.value
    if (dep && dep !== defaultDeparture) setDeparture(dep)
    const back = field('return')?.value
    if (back && back !== defaultReturn) setRet(back)
    const a = Number(field('adults')?.value)
    if (Number.isFinite(a) && a !== BOOKING_LIMITS.defaultAdults) setAdults(Math.max(0, Math.min(99, a)))
    const c = Number(field('children')?.value)
    if (Number.isFinite(c) && c > 0) setAges(Array.from({ length: Math.min(MAX_PASSENGERS, c) }, () => null))
    // once, at hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const setChildren = (n: number) => setAges((a) => Array.from({ length: Math.max(0, Math.min(MAX_PASSENGERS, n)) }, (_, i) => a[i] ?? null))
  const errorText = (k?: string) => (k ? texts.errors[k] : null)
  const describedBy = (field: keyof PackageErrors) => (errors[field] ? `package-${field}-error` : undefined)
  const originError = errors.origin ? (
    <span className="field-error" id="package-origin-error" role="alert">
      {errorText(errors.origin)}
    </span>
  ) : null

  return (
    <form
      className="package-search"
      // without script (or before it runs) the browser sends the form to the server, which sends the
      // traveller on or brings the form back with its errors (src/app/package-search/route.ts)
      action="/package-search/"
      method="get"
      noValidate
      ref={form}
      aria-labelledby="package-search-title"
      onPointerEnter={preloadCombo}
      onSubmit={(e) => {
        e.preventDefault()
        // a text typed without a choice from the list still counts when it names one airport (its code, "City (XXX)")
        const q = { origin: (origin ?? airportFromText(input, lang, mergeAirports(bundledAirports(lang), items)))?.code ?? '', departure, return: ret, adults, childrenAges: ages }
        const found = validatePackage(q, today)
        setErrors(found)
        if (Object.keys(found).length === 0) go(packageSearchUrl(site, lang, { ...q, childrenAges: ages.filter((a) => a !== null) }))
      }}
    >
      <h2 id="package-search-title">{texts.title}</h2>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="origin" value={origin?.code ?? ''} />
      <div className="package-search__grid">
        {Combo ? (
          <Combo
            texts={texts}
            input={input}
            origin={origin}
            items={items}
            pending={pending}
            onInput={(v) => {
              setInput(v)
              if (origin && v !== shortAirportLabel(origin)) setOrigin(null)
            }}
            onChoose={(a) => {
              setOrigin(a)
              if (a) {
                setInput(shortAirportLabel(a))
                setErrors((e) => ({ ...e, origin: undefined }))
              }
            }}
            takeFocus={handOver.focus}
            openOnArrival={handOver.open}
            invalid={Boolean(errors.origin)}
            describedBy={describedBy('origin')}
            error={originError}
          />
        ) : (
          // the type-ahead's stand-in until it loads: the same markup, the text carried over
          <div className="package-search__origin">
            <label className="react-aria-Label" htmlFor="package-origin">
              {texts.origin}
            </label>
            <div className="package-search__combo">
              <input
                id="package-origin"
                name="origin-text"
                className="react-aria-Input"
                placeholder={texts.originPlaceholder}
                autoComplete="off"
                value={input}
                onChange={(e) => {
                  setInput(e.target.value)
                  setHandOver({ focus: true, open: e.target.value.trim() !== '' })
                }}
                onFocus={() => {
                  setHandOver((h) => ({ ...h, focus: true }))
                  preloadCombo()
                }}
                onBlur={() => {
                  setHandOver({ focus: false, open: false })
                }}
                aria-invalid={errors.origin ? true : undefined}
                aria-describedby={describedBy('origin')}
              />
              <button
                type="button"
                className="react-aria-Button"
                tabIndex={-1}
                aria-label={texts.origin}
                onClick={() => {
                  setHandOver({ focus: true, open: true })
                  preloadCombo()
                }}
              >
                ▾
              </button>
            </div>
            {originError}
          </div>
        )}
        <label>
          {texts.departure}
          <input
            type="date"
            name="departure"
            min={today}
            value={departure}
            onChange={(e) => setDeparture(e.target.value)}
            aria-invalid={Boolean(errors.dates)}
            aria-describedby={describedBy('dates')}
          />
        </label>
        <label>
          {texts.return}
          <input type="date" name="return" min={departure || today} value={ret} onChange={(e) => setRet(e.target.value)} aria-invalid={Boolean(errors.dates)} aria-describedby={describedBy('dates')} />
        </label>
        {errors.dates ? (
          <span className="field-error package-search__wide" id="package-dates-error" role="alert">
            {errorText(errors.dates)}
          </span>
        ) : null}
        <label>
          {texts.adults}
          <input
            type="number"
            name="adults"
            min={1}
            max={MAX_PASSENGERS}
            value={adults}
            onChange={(e) => setAdults(Math.max(0, Math.min(99, Number(e.target.value) || 0)))}
            aria-invalid={Boolean(errors.passengers)}
            aria-describedby={describedBy('passengers')}
          />
        </label>
        <label>
          {texts.children}
          <input
            type="number"
            name="children"
            min={0}
            max={MAX_PASSENGERS - 1}
            value={ages.length}
            onChange={(e) => setChildren(Number(e.target.value) || 0)}
            aria-invalid={Boolean(errors.passengers)}
            aria-describedby={describedBy('passengers')}
          />
        </label>
        {ages.map((age, i) => (
          <label key={i}>
            {formatMessage(texts.childAge, { n: i + 1 }, lang)}
            <select
              name="age"
              value={age ?? ''}
              aria-required="true"
              aria-invalid={errors.ages && age === null ? true : undefined}
              aria-describedby={errors.ages && age === null ? describedBy('ages') : undefined}
              onChange={(e) => setAges((a) => a.map((x, k) => (k === i ? (e.target.value === '' ? null : Number(e.target.value)) : x)))}
            >
              <option value="">{texts.chooseAge}</option>
              {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
        {errors.passengers ? (
          <span className="field-error package-search__wide" id="package-passengers-error" role="alert">
            {errorText(errors.passengers)}
          </span>
        ) : null}
        {errors.ages ? (
          <span className="field-error package-search__wide" id="package-ages-error" role="alert">
            {errorText(errors.ages)}
          </span>
        ) : null}
      </div>
      <p className="package-search__hint">{texts.hint}</p>
      <button type="submit" className="button">
        {texts.submit}
      </button>
    </form>
  )
}
