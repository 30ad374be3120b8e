/**
 * The admin's "Find a booking or order" view at `/admin/operations/find`, for admins and ops: one
 * search (a code, a guest's email or part of their name, and/or a hotel-local date) over the hotel's
 * reservations and the shop's ticket orders (src/lib/operations/find.ts), listing each record's status,
 * guest, stay or visit, amounts paid and refunded with the payment provider's references, whether its
 * confirmation email went out, and the actions ops may take (FindActionButton → the endpoint of
 * src/cms/operations/findActions.ts). Server rendered per request; a visitor is sent to the login and
 * an editor is refused and sees none of the data. The search is a plain GET form: it works before
 * any script runs and its address can be shared.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '../access/roles'
import { formatCalendarDate, formatHotelInstant, formatStayRange } from '../../lib/i18n/dates'
import { formatMoneyCode } from '../../lib/money/format'
import { dayFirst, FIND_LIMIT, type FindAnswer, type FindQueryError, type FindSources, type FoundRecord, type FoundStatus, parseFindQuery } from '../../lib/operations/find'
import { FindActionButton } from './FindActionButton'

type Lang = 'es' | 'en'

const T = {
  es: {
    title: 'Buscar reservas y pedidos',
    back: '← Operaciones',
    refused: 'Esta búsqueda es solo para el personal de operaciones y los administradores.',
    text: 'Código, correo o nombre del huésped',
    textHint: 'Un código de reserva o de pedido, el correo completo o parte del nombre (2 letras o más).',
    date: 'Fecha',
    dateHint: 'dd/mm/aaaa: un día de la estancia o de la visita, o el día en que se reservó (hora de Quintana Roo).',
    datePlaceholder: 'dd/mm/aaaa',
    search: 'Buscar',
    intro: 'Escribe un código, un correo o un nombre, o elige una fecha.',
    EMPTY: 'Escribe un código, un correo o un nombre, o elige una fecha.',
    TEXT_TOO_SHORT: 'Escribe al menos 2 caracteres.',
    DATE_INVALID: 'La fecha no es válida: escríbela como dd/mm/aaaa (día, mes y año).',
    bookings: 'Reservas de hotel',
    orders: 'Pedidos de boletos',
    none: 'Ninguna coincide.',
    unavailable: 'La API de hoteles no respondió: no se pudieron buscar las reservas. Los pedidos de boletos sí se muestran.',
    unsupported: 'La API de hoteles configurada no permite buscar reservas.',
    unreadable: 'No se pudo leer esta sección.',
    more: `Se muestran las ${FIND_LIMIT} más recientes: afina la búsqueda para ver otras.`,
    code: 'Código',
    status: 'Estado',
    guest: 'Huésped',
    stay: 'Estancia',
    visit: 'Visita',
    openTicket: 'Boleto abierto',
    paid: 'Pagado',
    refunded: 'Reembolso',
    email: 'Correo',
    actions: 'Acciones',
    booked: 'Reservado',
    sent: 'enviado',
    unsent: 'pendiente',
    notRecorded: 'no registrado',
    attempts: 'intentos',
    'resend-confirmation': 'Reenviar confirmación',
    'send-refund': 'Enviar reembolso de nuevo',
    working: 'Enviando…',
    failed: 'No se pudo completar. Inténtalo de nuevo.',
  },
  en: {
    title: 'Find a booking or order',
    back: '← Operations',
    refused: 'This search is for ops staff and admins only.',
    text: "Code, guest's email or name",
    textHint: 'A booking or order code, the whole email address, or part of the name (2 letters or more).',
    date: 'Date',
    dateHint: 'dd/mm/yyyy: a day of the stay or visit, or the day it was booked (Quintana Roo time).',
    datePlaceholder: 'dd/mm/yyyy',
    search: 'Search',
    intro: 'Type a code, an email or a name, or pick a date.',
    EMPTY: 'Type a code, an email or a name, or pick a date.',
    TEXT_TOO_SHORT: 'Type at least 2 characters.',
    DATE_INVALID: 'The date is not valid: type it as dd/mm/yyyy (day, month and year).',
    bookings: 'Hotel bookings',
    orders: 'Ticket orders',
    none: 'None match.',
    unavailable: 'The hotel API did not answer: bookings could not be searched. Ticket orders are shown.',
    unsupported: 'The configured hotel API cannot search bookings.',
    unreadable: 'This section could not be read.',
    more: `The ${FIND_LIMIT} most recent are shown: narrow the search to see others.`,
    code: 'Code',
    status: 'Status',
    guest: 'Guest',
    stay: 'Stay',
    visit: 'Visit',
    openTicket: 'Open ticket',
    paid: 'Paid',
    refunded: 'Refund',
    email: 'Email',
    actions: 'Actions',
    booked: 'Booked',
    sent: 'sent',
    unsent: 'not sent',
    notRecorded: 'not recorded',
    attempts: 'attempts',
    'resend-confirmation': 'Resend confirmation',
    'send-refund': 'Send refund again',
    working: 'Sending…',
    failed: 'Could not complete it. Try again.',
  },
}

/** The statuses' names (src/lib/operations/find.ts `FoundStatus`). */
export const STATUS_TEXT: Record<Lang, Record<FoundStatus, string>> = {
  es: { confirmed: 'Confirmado', 'payment-owed': 'Cobro pendiente', cancelled: 'Cancelado', 'refund-owed': 'Reembolso pendiente', refunded: 'Reembolsado' },
  en: { confirmed: 'Confirmed', 'payment-owed': 'Payment owed', cancelled: 'Cancelled', 'refund-owed': 'Refund owed', refunded: 'Refunded' },
}

const STATUS_COLOR: Partial<Record<FoundStatus, string>> = { 'payment-owed': '#b42318', 'refund-owed': '#b42318', cancelled: '#667085', refunded: '#667085' }

const cell = { textAlign: 'left', padding: '0.35rem 0.75rem 0.35rem 0', verticalAlign: 'top' } as const

/** An amount in minor units as "USD 1,200.00" (the admin names the currency by its code). */
const money = (minor: number, r: Pick<FoundRecord, 'currency'>) => formatMoneyCode(minor, r.currency)

/** The view; `sources`: the owners' searches and actions (server props from payload.config.ts, src/operationsSources.ts). */
export async function FindBookingsView({ initPageResult, params, searchParams, sources }: AdminViewServerProps & { sources: FindSources }) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user, i18n } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/operations/find`)}`)
  const lang: Lang = i18n?.language === 'es' ? 'es' : 'en'
  const t = T[lang]
  const frame = (children: ReactNode) => (
    <DefaultTemplate i18n={i18n} locale={locale} params={params} payload={payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <div className="gutter--left gutter--right" style={{ paddingBottom: '3rem' }} data-testid="find-view">
        <p style={{ marginTop: '1.5rem' }}>
          <a href={`${adminRoute}/operations`}>{t.back}</a>
        </p>
        <h1 style={{ margin: '0.5rem 0 1.5rem' }}>{t.title}</h1>
        {children}
      </div>
    </DefaultTemplate>
  )
  if (!hasRole(user, 'admin', 'ops')) {
    return frame(
      <p role="alert" data-testid="find-refused">
        {t.refused}
      </p>,
    )
  }
  const sp = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const parsed = parseFindQuery(sp)
  // what was typed, shown again; a date that was read, day first as the admin shows dates
  const typedDate = typeof sp.date === 'string' ? sp.date.slice(0, 10) : ''
  const typed = { q: typeof sp.q === 'string' ? sp.q.slice(0, 100) : '', date: parsed?.ok && parsed.query.date ? dayFirst(parsed.query.date) : typedDate }
  const error: FindQueryError | null = parsed && !parsed.ok ? parsed.error : null
  let bookings: FindAnswer | null = null
  let orders: FindAnswer | null = null
  let bookingsRead = true
  let ordersRead = true
  if (parsed?.ok) {
    const [b, o] = await Promise.allSettled([sources.bookings(parsed.query, FIND_LIMIT), sources.orders(parsed.query, FIND_LIMIT)])
    if (b.status === 'fulfilled') bookings = b.value
    else {
      bookingsRead = false
      payload.logger.error({ err: b.reason }, 'find view: bookings unreadable')
    }
    if (o.status === 'fulfilled') orders = o.value
    else {
      ordersRead = false
      payload.logger.error({ err: o.reason }, 'find view: orders unreadable')
    }
  }
  const time = (at: Date) => formatHotelInstant(at, lang, 'medium')
  const endpoint = `${payload.config.routes.api}/operations/find/action`

  return frame(
    <>
      <form method="get" role="search" data-testid="find-form" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'flex-start', marginBottom: '1.5rem' }}>
        <div style={{ minWidth: '18rem', flex: '1 1 18rem' }}>
          <label htmlFor="find-q" style={{ display: 'block', fontWeight: 600 }}>
            {t.text}
          </label>
          <input
            id="find-q"
            type="search"
            name="q"
            defaultValue={typed.q}
            maxLength={100}
            aria-describedby="find-q-hint"
            aria-invalid={error === 'TEXT_TOO_SHORT' || undefined}
            style={{ width: '100%', padding: '0.5rem' }}
          />
          <span id="find-q-hint" style={{ display: 'block', opacity: 0.75, fontSize: '0.9em' }}>
            {t.textHint}
          </span>
        </div>
        <div style={{ flex: '0 1 14rem' }}>
          <label htmlFor="find-date" style={{ display: 'block', fontWeight: 600 }}>
            {t.date}
          </label>
          <input
            id="find-date"
            type="text"
            inputMode="numeric"
            name="date"
            placeholder={t.datePlaceholder}
            maxLength={10}
            defaultValue={typed.date}
            aria-describedby="find-date-hint"
            aria-invalid={error === 'DATE_INVALID' || undefined}
            style={{ width: '100%', padding: '0.5rem' }}
          />
          <span id="find-date-hint" style={{ display: 'block', opacity: 0.75, fontSize: '0.9em' }}>
            {t.dateHint}
          </span>
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: '1.5rem 0 0' }}>
          {t.search}
        </button>
      </form>
      {error ? (
        <p role="alert" data-testid="find-error" style={{ color: '#b42318', fontWeight: 600 }}>
          {t[error]}
        </p>
      ) : null}
      {!parsed ? <p>{t.intro}</p> : null}
      {parsed?.ok ? (
        <>
          <Results testId="find-bookings" title={t.bookings} answer={bookings} read={bookingsRead} lang={lang} time={time} endpoint={endpoint} />
          <Results testId="find-orders" title={t.orders} answer={orders} read={ordersRead} lang={lang} time={time} endpoint={endpoint} />
        </>
      ) : null}
    </>,
  )
}

function Results({
  testId,
  title,
  answer,
  read,
  lang,
  time,
  endpoint,
}: {
  testId: string
  title: string
  answer: FindAnswer | null
  read: boolean
  lang: Lang
  time: (at: Date) => string
  endpoint: string
}) {
  const t = T[lang]
  const records = answer?.ok ? answer.records : []
  return (
    <section data-testid={testId} style={{ marginBottom: '2rem' }}>
      <h2>
        {title}
        {answer?.ok ? ` (${records.length})` : ''}
      </h2>
      {!read ? (
        <p role="alert">{t.unreadable}</p>
      ) : answer && !answer.ok ? (
        <p role="alert" data-testid={`${testId}-${answer.reason}`}>
          {t[answer.reason]}
        </p>
      ) : records.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          {records.length >= FIND_LIMIT ? <p>{t.more}</p> : null}
          <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {[t.code, t.status, t.guest, records[0]?.kind === 'booking' ? t.stay : t.visit, t.paid, t.refunded, t.email, t.actions].map((h) => (
                  <th key={h} style={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <Row key={`${r.kind}:${r.code}`} r={r} lang={lang} time={time} endpoint={endpoint} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}

function Row({ r, lang, time, endpoint }: { r: FoundRecord; lang: Lang; time: (at: Date) => string; endpoint: string }) {
  const t = T[lang]
  const when = r.from && r.to ? formatStayRange(r.from, r.to, lang) : r.from ? formatCalendarDate(r.from, lang) : t.openTicket
  return (
    <tr data-testid="find-record" data-kind={r.kind} data-code={r.code} data-status={r.status}>
      <td style={cell}>
        <code>{r.code}</code>
        {r.createdAt ? (
          <div style={{ opacity: 0.75, fontSize: '0.9em' }}>
            {t.booked}: {time(r.createdAt)}
          </div>
        ) : null}
      </td>
      <td style={{ ...cell, fontWeight: 600, color: STATUS_COLOR[r.status] }} data-testid="find-status">
        {STATUS_TEXT[lang][r.status]}
      </td>
      <td style={cell}>
        {r.guest.name}
        <div style={{ opacity: 0.75, fontSize: '0.9em' }}>{r.guest.email}</div>
      </td>
      <td style={cell}>{when}</td>
      <td style={cell} data-testid="find-paid">
        {money(r.paidMinor, r)}
        {r.paidMinor !== r.totalMinor ? <div style={{ opacity: 0.75, fontSize: '0.9em' }}>/ {money(r.totalMinor, r)}</div> : null}
        {r.payment ? (
          <div style={{ opacity: 0.75, fontSize: '0.9em' }}>
            {r.payment.provider}: <code>{r.payment.reference}</code>
          </div>
        ) : null}
      </td>
      <td style={cell} data-testid="find-refund">
        {r.refundMinor > 0 || r.refund ? money(r.refundMinor, r) : '—'}
        {r.refund ? (
          <div style={{ opacity: 0.75, fontSize: '0.9em' }}>
            {r.refund.reference ? <code>{r.refund.reference}</code> : null} {r.refund.status}
            {r.refund.attempts > 0 ? ` · ${r.refund.attempts} ${t.attempts}` : ''}
            {r.refund.error ? <div style={{ color: '#b42318' }}>{r.refund.error}</div> : null}
          </div>
        ) : null}
      </td>
      <td style={cell}>{r.emailSent === null ? t.notRecorded : r.emailSent ? t.sent : t.unsent}</td>
      <td style={cell}>
        {r.actions.map((a) => (
          <FindActionButton key={a} endpoint={endpoint} input={{ kind: r.kind, code: r.code, action: a }} label={t[a]} working={t.working} failed={t.failed} />
        ))}
      </td>
    </tr>
  )
}
