'use client'
/**
 * Hotel + flight package search form (issue #4 "Hotel + flight"): origin airport type-ahead over the
 * bundled airport list (react-aria ComboBox), departure and return dates, up to 6 passengers (spec §5,
 * §9), then the traveller goes to the package site (`/paquetes/buscar` es, `/packages/search` en).
 */
import { useMemo, useState } from 'react'
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { type Airport, MAX_PASSENGERS, packageSearchUrl, type PackageErrors, searchAirports, validatePackage } from '../domain/packageSearch'
import './package-search.css'

export type PackageSearchTexts = {
  title: string
  origin: string
  originPlaceholder: string
  noAirports: string
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

const shortLabel = (a: Airport, lang: 'es' | 'en') => `${a.city[lang]} (${a.code})`

export function PackageSearchForm({ lang, site, today, defaultDeparture, defaultReturn, texts, go = (u) => window.location.assign(u) }: Props) {
  const [input, setInput] = useState('')
  const [origin, setOrigin] = useState<Airport | null>(null)
  const [departure, setDeparture] = useState(defaultDeparture)
  const [ret, setRet] = useState(defaultReturn)
  const [adults, setAdults] = useState(2)
  // a child's age is null until chosen
  const [ages, setAges] = useState<(number | null)[]>([])
  const [errors, setErrors] = useState<PackageErrors>({})
  const items = useMemo(() => searchAirports(origin && input === shortLabel(origin, lang) ? origin.city[lang] : input, lang), [input, origin, lang])

  const setChildren = (n: number) => setAges((a) => Array.from({ length: Math.max(0, Math.min(MAX_PASSENGERS, n)) }, (_, i) => a[i] ?? null))
  const errorText = (k?: string) => (k ? texts.errors[k] : null)
  const describedBy = (field: keyof PackageErrors) => (errors[field] ? `package-${field}-error` : undefined)

  return (
    <form
      className="package-search"
      noValidate
      aria-labelledby="package-search-title"
      onSubmit={(e) => {
        e.preventDefault()
        const q = { origin: origin?.code ?? '', departure, return: ret, adults, childrenAges: ages }
        const found = validatePackage(q, today)
        setErrors(found)
        if (Object.keys(found).length === 0) go(packageSearchUrl(site, lang, { ...q, childrenAges: ages.filter((a) => a !== null) }))
      }}
    >
      <h2 id="package-search-title">{texts.title}</h2>
      <div className="package-search__grid">
        <ComboBox
          className="package-search__origin"
          items={items}
          inputValue={input}
          onInputChange={(v) => {
            setInput(v)
            if (origin && v !== shortLabel(origin, lang)) setOrigin(null)
          }}
          selectedKey={origin?.code ?? null}
          onSelectionChange={(key) => {
            const a = items.find((x) => x.code === key) ?? null
            setOrigin(a)
            if (a) {
              setInput(shortLabel(a, lang))
              setErrors((e) => ({ ...e, origin: undefined }))
            }
          }}
          menuTrigger="input"
          allowsEmptyCollection
          isInvalid={Boolean(errors.origin)}
          aria-describedby={describedBy('origin')}
        >
          <Label>{texts.origin}</Label>
          <div className="package-search__combo">
            <Input placeholder={texts.originPlaceholder} />
            <Button aria-label={texts.origin}>▾</Button>
          </div>
          <Popover className="package-search__popover">
            <ListBox<Airport> renderEmptyState={() => <p className="package-search__empty">{texts.noAirports}</p>}>
              {(a) => (
                <ListBoxItem id={a.code} textValue={shortLabel(a, lang)} className="package-search__option">
                  <strong>{shortLabel(a, lang)}</strong> <span>{a.name}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
          {errors.origin ? (
            <span className="field-error" id="package-origin-error" role="alert">
              {errorText(errors.origin)}
            </span>
          ) : null}
        </ComboBox>
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
            {texts.childAge.replace('{n}', String(i + 1))}
            <select
              value={age ?? ''}
              aria-required="true"
              aria-invalid={errors.ages && age === null ? true : undefined}
              aria-describedby={errors.ages && age === null ? describedBy('ages') : undefined}
              onChange={(e) => setAges((a) => a.map((x, k) => (k === i ? (e.target.value === '' ? null : Number(e.target.value)) : x)))}
            >
              <option value="">{texts.chooseAge}</option>
              {Array.from({ length: 18 }, (_, n) => (
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
