/**
 * The banners list's state (spec §1, §4; docs/editors.md "Banners and the sale popup"): a column
 * that says whether each banner is live, scheduled (with the time it goes up), ended (with the time
 * it came down) or hidden, and a row of filters above the table, one per state. Server components:
 * the state is read against the server's hotel clock (`calendarNow`, src/lib/clock.ts), the one the
 * storefront shows banners by, and each filter is a Payload `where` on `visible`, `startsAt` and
 * `endsAt` for that instant (`bannerStateWhere`), so it shows in and can be refined with Filters.
 */
import { formatInTimeZone } from 'date-fns-tz'
import type { BeforeListTableServerProps, DefaultServerCellComponentProps } from 'payload'
import { adminDateFormat } from '../fields/adminDateFormat'
import { BANNER_STATES, bannerState, bannerStateWhere, type BannerState, type BannerWindow } from '../../features/site/domain/banners'
import { calendarNow } from '../../lib/clock'
import { HOTEL_TIME_ZONE } from '../../lib/hotel-date'

type Lang = 'es' | 'en'

const STATE_LABELS: Record<Lang, Record<BannerState, string>> = {
  es: { live: 'En vivo', scheduled: 'Programado', ended: 'Finalizado', hidden: 'Oculto' },
  en: { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', hidden: 'Hidden' },
}

const T = {
  es: { until: 'hasta', filter: 'Filtrar por estado', all: 'Todos' },
  en: { until: 'until', filter: 'Filter by state', all: 'All' },
}

const langOf = (language: string): Lang => (language === 'es' ? 'es' : 'en')

function when(iso: string, lang: Lang): string {
  return formatInTimeZone(new Date(iso), HOTEL_TIME_ZONE, adminDateFormat(lang, 'dayAndTime').display)
}

/**
 * The state column's cell (empty without a row): "Programado · 01/02/2027 10:00" (the start), "Finalizado · …" (the end),
 * "En vivo · hasta …" (its end, when it has one), "Oculto"; in English with the English admin.
 */
export function BannerStateCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  // Payload also renders a ui field's Cell into the edit form's state, with no row: nothing to show there
  if (!rowData) return null
  const lang = langOf(i18n.language)
  const banner = rowData as BannerWindow
  const state = bannerState(banner, calendarNow())
  const label = STATE_LABELS[lang][state]
  const detail =
    state === 'scheduled' && banner.startsAt
      ? when(banner.startsAt, lang)
      : state === 'ended' && banner.endsAt
        ? when(banner.endsAt, lang)
        : state === 'live' && banner.endsAt
          ? `${T[lang].until} ${when(banner.endsAt, lang)}`
          : null
  return (
    <span data-testid="banner-state" data-state={state}>
      {detail ? `${label} · ${detail}` : label}
    </span>
  )
}

/** `value` as query-string pairs in qs's bracket notation (`where[or][0][and][0][visible][equals]=true`). */
function queryPairs(value: unknown, prefix: string): [string, string][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => queryPairs(v, `${prefix}[${k}]`))
  return [[prefix, String(value)]]
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/

/** The query's `where` pairs with instants blanked, sorted: equal for two runs of the same state filter. */
function whereShape(pairs: [string, string][]): string {
  return JSON.stringify(
    pairs
      .filter(([k]) => k.startsWith('where['))
      .map(([k, v]) => [k, ISO_INSTANT.test(v) ? 'instant' : v])
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/** The filters above the banners table: All, then one link per state, the current one marked. */
export function BannerStateFilter({ i18n, searchParams, collectionConfig, payload }: BeforeListTableServerProps) {
  const lang = langOf(i18n.language)
  const now = calendarNow()
  const base = `${payload.config.routes.admin}/collections/${collectionConfig.slug}`
  const current = whereShape(Object.entries(searchParams ?? {}).flatMap(([k, v]) => (k === 'where' ? queryPairs(v, 'where') : typeof v === 'string' ? [[k, v] as [string, string]] : [])))
  const links = BANNER_STATES.map((state) => {
    const pairs = queryPairs(bannerStateWhere(state, now), 'where')
    return { state, label: STATE_LABELS[lang][state], href: `${base}?${new URLSearchParams([...pairs, ['page', '1']])}`, active: whereShape(pairs) === current }
  })
  const none = whereShape([]) === current
  const style = (active: boolean) => ({
    padding: '0.25rem 0.75rem',
    borderRadius: '999px',
    border: '1px solid var(--theme-elevation-250)',
    textDecoration: 'none',
    color: 'var(--theme-text)',
    background: active ? 'var(--theme-elevation-150)' : 'transparent',
    fontWeight: active ? 600 : 400,
  })
  return (
    <nav aria-label={T[lang].filter} data-testid="banner-state-filter" style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center', margin: '0 0 1rem' }}>
      <span>{T[lang].filter}:</span>
      <a href={base} aria-current={none ? 'page' : undefined} style={style(none)}>
        {T[lang].all}
      </a>
      {links.map((l) => (
        <a key={l.state} href={l.href} aria-current={l.active ? 'page' : undefined} data-state={l.state} style={style(l.active)}>
          {l.label}
        </a>
      ))}
    </nav>
  )
}
