/**
 * The admin's Operations view at `/admin/operations`: what an ops person
 * checks in the morning — maintenance mode with its one switch (confirmation dialog, optional expected
 * return time in Quintana Roo time), today's hotel bookings and ticket orders (hotel-local day), money
 * owed (OwedMoney), the payments reconciliation's mismatches, newsletter sign-ups not forwarded, the
 * background jobs' last runs and whether the hotel API answers (a dependency: its outage does not take
 * the site out of the balancer). Server
 * rendered per request from Postgres (src/cms/operations/dashboard.ts; the bookings, orders, findings
 * and owed money from their owners' functions, `sources`); admins and ops only — a
 * visitor is sent to the login, an editor is refused and sees none of the data.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type pg from 'pg'
import type { ReactNode } from 'react'
import { hasRole } from '../access/roles'
import {
  hotelApiDependency,
  jobSummaries,
  type JobSummary,
  newsletterBacklog,
  type NewsletterBacklog,
  type OperationsSources,
  type ReconcileFinding,
  staffLoginAlerts,
  type StaffLoginAlert,
  todayActivity,
  type TodayActivity,
} from '../operations/dashboard'
import type { Check } from '../../lib/health/check'
import { instantToHotelLocalTime } from '../../lib/hotel-date'
import { formatCalendarDate, formatHotelClock, formatHotelInstant } from '../../lib/i18n/dates'
import { formatMoneyCode } from '../../lib/money/format'
import { ACTIVITY_DAYS, activityEvents, type ActivityEvent, readActivity } from '../operations/activity'
import { MaintenanceSwitch, type MaintenanceSwitchTexts } from './MaintenanceSwitch'
import { OwedMoney } from './OwedMoney'

type Lang = 'es' | 'en'

const T = {
  es: {
    title: 'Operaciones',
    find: 'Buscar reservas y pedidos (código, correo, nombre, fecha) →',
    refused: 'Operaciones es solo para el personal de operaciones y los administradores.',
    maintenance: 'Modo de mantenimiento',
    on: 'ACTIVO: los viajeros ven el aviso de mantenimiento y no pueden reservar ni comprar.',
    off: 'Inactivo: el sitio reserva y vende con normalidad.',
    returnShown: 'Regreso previsto mostrado a los viajeros',
    noReturn: 'Sin hora de regreso prevista.',
    today: 'Hoy',
    todayNote: 'día local del hotel, hora de Quintana Roo',
    bookings: 'Reservas de hotel',
    orders: 'Pedidos de boletos',
    paid: 'pagados',
    code: 'Código',
    time: 'Hora',
    language: 'Idioma',
    email: 'Correo',
    sent: 'enviado',
    unsent: 'pendiente',
    status: 'Estado',
    total: 'Total',
    none: 'Ninguno hoy.',
    newsletter: 'Boletín: altas sin reenviar',
    pending: 'pendientes',
    failed: 'fallidas',
    rejected: 'rechazadas',
    attempts: 'Intentos',
    lastError: 'Último error',
    nextAttempt: 'Próximo intento',
    created: 'Alta',
    newsletterNone: 'Todas las altas están reenviadas.',
    newsletterRefused: 'Rechazadas por el servicio o sin más reintentos: necesitan una mano',
    newsletterRefusedNote:
      'Estas personas vieron la página de gracias, pero su alta no llegó al servicio del boletín. Corrige la causa (los ajustes del boletín o los datos de la suscripción) y vuelve a poner su estado en Pendiente: se reenvía en la siguiente pasada.',
    newsletterRefusedNoteOps: 'Un administrador puede abrirlas y volver a ponerlas en Pendiente tras corregir la causa.',
    reason: 'Motivo',
    since: 'Desde',
    jobs: 'Tareas en segundo plano: última ejecución',
    job: 'Tarea',
    instance: 'Instancia',
    outcome: 'Resultado',
    counts: 'Hecho',
    lastOk: 'Último éxito',
    never: 'Sin ejecuciones registradas (apagada o aún no ha corrido).',
    ok: 'bien',
    jobFailed: 'falló',
    unreadable: 'No se pudo leer esta sección.',
    reconcile: 'Conciliación de pagos con Stripe: diferencias',
    reconcileNone: 'La última conciliación no encontró diferencias.',
    reconcileKind: 'Diferencia',
    reconcileIntent: 'PaymentIntent',
    reconcileRecord: 'Pedido / reserva',
    reconcileDetail: 'Detalle',
    reconcileSince: 'Vista desde',
    guessing: 'Alerta: intentos de adivinar contraseñas del personal',
    guessingNote:
      'Estas cuentas recibieron demasiados intentos fallidos desde direcciones donde nunca iniciaron sesión. Esas direcciones esperan cada vez más; desde las direcciones habituales de la persona se sigue entrando. Si nadie de la cuenta lo reconoce, cambia su contraseña.',
    account: 'Cuenta',
    backoffs: 'Pausas en 24 h',
    backedOffUntil: 'Pausada hasta',
    backoffOver: 'pausa terminada',
    dependencies: 'Dependencias',
    hotelApi: 'API de hoteles',
    hotelApiOk: 'responde',
    hotelApiDown: 'NO RESPONDE: la búsqueda de habitaciones dice que no pudo cargar la disponibilidad; el resto del sitio funciona.',
    activity: 'Actividad',
    activityNote: `últimos ${ACTIVITY_DAYS} días, hora de Quintana Roo`,
    activityNone: 'Sin actividad en estos días.',
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué',
    open: 'Abrir',
  },
  en: {
    title: 'Operations',
    find: 'Find a booking or order (code, email, name, date) →',
    refused: 'Operations is for ops staff and admins only.',
    maintenance: 'Maintenance mode',
    on: 'ON: travellers see the maintenance notice and cannot book or buy.',
    off: 'Off: the site books and sells as usual.',
    returnShown: 'Expected return shown to travellers',
    noReturn: 'No expected return time.',
    today: 'Today',
    todayNote: 'hotel-local day, Quintana Roo time',
    bookings: 'Hotel bookings',
    orders: 'Ticket orders',
    paid: 'paid',
    code: 'Code',
    time: 'Time',
    language: 'Language',
    email: 'Email',
    sent: 'sent',
    unsent: 'pending',
    status: 'Status',
    total: 'Total',
    none: 'None today.',
    newsletter: 'Newsletter: sign-ups not forwarded',
    pending: 'pending',
    failed: 'failed',
    rejected: 'rejected',
    attempts: 'Attempts',
    lastError: 'Last error',
    nextAttempt: 'Next attempt',
    created: 'Signed up',
    newsletterNone: 'Every sign-up is forwarded.',
    newsletterRefused: 'Refused by the service or out of retries: these need a hand',
    newsletterRefusedNote:
      'These people saw the thanks page, but their sign-up did not reach the newsletter service. Fix the cause (the newsletter settings or the subscription itself) and set its status back to Pending: the next pass sends it again.',
    newsletterRefusedNoteOps: 'An admin can open them and set them back to Pending once the cause is fixed.',
    reason: 'Reason',
    since: 'Since',
    jobs: 'Background jobs: last run',
    job: 'Job',
    instance: 'Instance',
    outcome: 'Outcome',
    counts: 'Done',
    lastOk: 'Last success',
    never: 'No run recorded (off, or not run yet).',
    ok: 'ok',
    jobFailed: 'failed',
    unreadable: 'This section could not be read.',
    reconcile: 'Payments reconciliation with Stripe: mismatches',
    reconcileNone: 'The last reconciliation found no mismatch.',
    reconcileKind: 'Mismatch',
    reconcileIntent: 'PaymentIntent',
    reconcileRecord: 'Order / booking',
    reconcileDetail: 'Detail',
    reconcileSince: 'Seen since',
    guessing: 'Alert: password guessing on staff accounts',
    guessingNote:
      "These accounts had too many failed logins from addresses they never signed in from. Those addresses now wait longer each time; the person's usual addresses still get in. If nobody on the account recognizes it, change its password.",
    account: 'Account',
    backoffs: 'Back-offs in 24 h',
    backedOffUntil: 'Backed off until',
    backoffOver: 'back-off over',
    dependencies: 'Dependencies',
    hotelApi: 'Hotel API',
    hotelApiOk: 'answering',
    hotelApiDown: 'NOT ANSWERING: the room search says availability could not be loaded; the rest of the site works.',
    activity: 'Activity',
    activityNote: `last ${ACTIVITY_DAYS} days, Quintana Roo time`,
    activityNone: 'No activity these days.',
    when: 'When',
    who: 'Who',
    what: 'What',
    open: 'Open',
  },
} as const

const SWITCH: Record<Lang, MaintenanceSwitchTexts> = {
  es: {
    returnLabel: 'Regreso previsto (opcional, hora de Quintana Roo)',
    returnHint: 'Se muestra a los viajeros en el aviso de mantenimiento; se borra al desactivarlo.',
    turnOn: 'Activar mantenimiento…',
    turnOff: 'Desactivar mantenimiento…',
    saveReturn: 'Guardar hora de regreso',
    confirmOnTitle: '¿Activar el modo de mantenimiento?',
    confirmOnText: 'Los viajeros no podrán reservar habitaciones ni comprar boletos hasta que se desactive; verán el aviso de mantenimiento con los teléfonos de atención.',
    confirmOffTitle: '¿Desactivar el modo de mantenimiento?',
    confirmOffText: 'Los viajeros podrán reservar y comprar de nuevo en cuanto se guarde.',
    confirm: 'Sí, cambiarlo',
    cancel: 'Cancelar',
    failed: 'No se pudo cambiar. Inténtalo de nuevo.',
  },
  en: {
    returnLabel: 'Expected return (optional, Quintana Roo time)',
    returnHint: 'Shown to travellers in the maintenance notice; cleared when maintenance is turned off.',
    turnOn: 'Turn maintenance on…',
    turnOff: 'Turn maintenance off…',
    saveReturn: 'Save return time',
    confirmOnTitle: 'Turn maintenance on?',
    confirmOnText: 'Travellers will not be able to book rooms or buy tickets until it is turned off; they will see the maintenance notice with the service numbers.',
    confirmOffTitle: 'Turn maintenance off?',
    confirmOffText: 'Travellers can book and buy again as soon as it is saved.',
    confirm: 'Yes, switch it',
    cancel: 'Cancel',
    failed: 'Could not switch. Try again.',
  },
}

/** Reads one section; a failure is logged and the section says so (the others still show). */
async function section<T>(payload: AdminViewServerProps['payload'], name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (err) {
    payload.logger.error({ err }, `operations view: ${name} unreadable`)
    return null
  }
}

const cell = { textAlign: 'left', padding: '0.25rem 0.75rem 0.25rem 0' } as const

/** A table of the view; on a narrow screen it scrolls inside its own box, never the page sideways. */
function Table({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId?: string }) {
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table className="table" data-testid={testId} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} style={cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The view; `sources`: what each owner contributes (server props from payload.config.ts, src/operationsSources.ts). */
export async function OperationsView({ initPageResult, params, searchParams, sources }: AdminViewServerProps & { sources: OperationsSources }) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user, i18n } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/operations`)}`)
  const lang: Lang = i18n?.language === 'es' ? 'es' : 'en'
  const t = T[lang]
  const frame = (children: ReactNode) => (
    <DefaultTemplate i18n={i18n} locale={locale} params={params} payload={payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <div className="gutter--left gutter--right" style={{ paddingBottom: '3rem' }} data-testid="operations-view">
        <h1 style={{ margin: '1.5rem 0' }}>{t.title}</h1>
        {children}
      </div>
    </DefaultTemplate>
  )
  if (!hasRole(user, 'admin', 'ops')) {
    return frame(
      <p role="alert" data-testid="operations-refused">
        {t.refused}
      </p>,
    )
  }

  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const now = new Date()
  const isAdminUser = hasRole(user, 'admin')
  const [settings, today, backlog, jobs, findings, guessing, hotelApi, activity] = await Promise.all([
    section(payload, 'settings', () => payload.findGlobal({ slug: 'site-settings', depth: 0, user, overrideAccess: false })),
    section(payload, 'today', () => todayActivity(pool, sources)),
    // addresses only for admins, who may read (and correct) subscriptions; ops see the reason
    section(payload, 'newsletter', () => newsletterBacklog(pool, { withEmail: isAdminUser })),
    section(payload, 'jobs', () => jobSummaries(pool)),
    section(payload, 'reconcile', () => sources.reconcileFindings(pool)),
    section(payload, 'staff-logins', () => staffLoginAlerts(pool)),
    hotelApiDependency(async () => (await payload.find({ collection: 'hotels', limit: 1, depth: 0, pagination: false, overrideAccess: true })).docs[0]?.propertyCode ?? null),
    section(payload, 'activity', async () => {
      const { since, ...inputs } = await readActivity(payload, lang, now)
      return activityEvents(inputs, { lang, adminRoute, now, since })
    }),
  ])
  const time: Time = (at) => formatHotelInstant(at, lang, 'medium')
  const on = Boolean(settings?.maintenanceMode)
  const returnAt = settings?.maintenanceReturnAt ? new Date(settings.maintenanceReturnAt) : null

  const findHref = (code: string) => `${adminRoute}/operations/find?q=${encodeURIComponent(code)}`
  return frame(
    <>
      <p style={{ marginTop: '-0.75rem', marginBottom: '1.5rem' }}>
        <a href={`${adminRoute}/operations/find`} data-testid="operations-find-link">
          {t.find}
        </a>
      </p>
      <section data-testid="operations-maintenance" data-state={on ? 'on' : 'off'} style={{ marginBottom: '2rem' }}>
        <h2>{t.maintenance}</h2>
        {settings ? (
          <>
            <p style={{ fontWeight: 600, color: on ? '#b42318' : undefined }}>{on ? t.on : t.off}</p>
            {on ? <p data-testid="operations-return">{returnAt ? `${t.returnShown}: ${time(returnAt)}` : t.noReturn}</p> : null}
            <MaintenanceSwitch
              on={on}
              returnAtLocal={returnAt ? instantToHotelLocalTime(returnAt) : ''}
              endpoint={`${payload.config.routes.api}/globals/site-settings/maintenance`}
              texts={SWITCH[lang]}
            />
          </>
        ) : (
          <p>{t.unreadable}</p>
        )}
      </section>
      <StaffLoginSection t={t} alerts={guessing} time={time} />
      <TodaySection t={t} today={today} lang={lang} findHref={findHref} />
      <OwedMoney payload={payload} user={user} i18n={{ language: lang }} owed={sources.owed} />
      <ReconcileSection t={t} findings={findings} time={time} />
      <NewsletterSection t={t} backlog={backlog} time={time} editHref={isAdminUser ? (id) => `${adminRoute}/collections/newsletter-subscriptions/${id}` : null} />
      <JobsSection t={t} jobs={jobs} time={time} />
      <DependenciesSection t={t} hotelApi={hotelApi} />
      <ActivitySection t={t} events={activity} />
    </>,
  )
}

type Texts = (typeof T)[Lang]

/** An instant as the admin's tables show it: date and time in Quintana Roo time (`formatHotelInstant`, medium). */
type Time = (at: Date) => string

/** Shown only when some staff account was backed off in the last 24 hours (or the read failed). */
function StaffLoginSection({ t, alerts, time }: { t: Texts; alerts: StaffLoginAlert[] | null; time: Time }) {
  if (alerts && alerts.length === 0) return null
  return (
    <section data-testid="operations-staff-logins" role="alert" style={{ marginBottom: '2rem' }}>
      <h2 style={{ color: '#b42318' }}>{t.guessing}</h2>
      {!alerts ? (
        <p>{t.unreadable}</p>
      ) : (
        <>
          <p>{t.guessingNote}</p>
          <Table head={[t.account, t.backoffs, t.backedOffUntil]} rows={alerts.map((a) => [<code key="e">{a.email}</code>, a.backoffs, a.backedOffUntil ? time(a.backedOffUntil) : t.backoffOver])} />
        </>
      )}
    </section>
  )
}

function TodaySection({ t, today, lang, findHref }: { t: Texts; today: TodayActivity | null; lang: Lang; findHref: (code: string) => string }) {
  if (!today)
    return (
      <section style={{ marginBottom: '2rem' }}>
        <h2>{t.today}</h2>
        <p>{t.unreadable}</p>
      </section>
    )
  return (
    <section data-testid="operations-today" style={{ marginBottom: '2rem' }}>
      <h2>
        {t.today}: {formatCalendarDate(today.day, lang)} <small style={{ fontWeight: 400 }}>({t.todayNote})</small>
      </h2>
      <h3 data-testid="operations-bookings-count">
        {t.bookings}: {today.bookings.count}
      </h3>
      {today.bookings.count === 0 ? (
        <p>{t.none}</p>
      ) : (
        <Table
          testId="operations-bookings"
          head={[t.code, t.time, t.language, t.email]}
          rows={today.bookings.latest.map((b) => [
            <a key="c" href={findHref(b.code)}>
              <code>{b.code}</code>
            </a>,
            formatHotelClock(b.at, lang),
            b.language,
            b.emailSent ? t.sent : t.unsent,
          ])}
        />
      )}
      <h3 data-testid="operations-orders-count">
        {t.orders}: {today.orders.count} ({today.orders.paid} {t.paid})
      </h3>
      {today.orders.count === 0 ? (
        <p>{t.none}</p>
      ) : (
        <Table
          testId="operations-orders"
          head={[t.code, t.time, t.status, t.total]}
          rows={today.orders.latest.map((o) => [
            <a key="c" href={findHref(o.code)}>
              <code>{o.code}</code>
            </a>,
            formatHotelClock(o.at, lang),
            o.status,
            formatMoneyCode(o.totalMinor, o.currency),
          ])}
        />
      )}
    </section>
  )
}

function NewsletterSection({
  t,
  backlog,
  time,
  editHref,
}: {
  t: Texts
  backlog: NewsletterBacklog | null
  time: Time
  /** the subscription's admin edit page (where its status is set back to pending); null when the reader may not edit */
  editHref: ((id: number) => string) | null
}) {
  return (
    <section data-testid="operations-newsletter" style={{ margin: '2rem 0' }}>
      <h2>{t.newsletter}</h2>
      {!backlog ? (
        <p>{t.unreadable}</p>
      ) : backlog.latest.length === 0 ? (
        <p>{t.newsletterNone}</p>
      ) : (
        <>
          <p>
            {backlog.counts.pending} {t.pending} · {backlog.counts.failed} {t.failed} · {backlog.counts.rejected} {t.rejected}
          </p>
          <Table
            head={['#', t.status, t.attempts, t.lastError, t.nextAttempt, t.created]}
            rows={backlog.latest.map((s) => [s.id, s.status, s.attempts, s.lastError ?? '', s.nextAttemptAt ? time(s.nextAttemptAt) : '', time(s.createdAt)])}
          />
        </>
      )}
      {backlog && backlog.refused.length > 0 ? (
        <div data-testid="operations-newsletter-refused">
          <h3>
            {t.newsletterRefused} ({backlog.counts.rejected + backlog.counts.failed})
          </h3>
          <p>{editHref ? t.newsletterRefusedNote : `${t.newsletterRefusedNote} ${t.newsletterRefusedNoteOps}`}</p>
          <Table
            head={editHref ? ['#', t.email, t.status, t.attempts, t.reason, t.since, ''] : ['#', t.status, t.attempts, t.reason, t.since]}
            rows={backlog.refused.map((s) => {
              const status = s.status === 'rejected' ? t.rejected : t.failed
              const common = [s.attempts, s.reason ?? '', time(s.since)]
              return editHref
                ? [
                    s.id,
                    s.email ?? '',
                    status,
                    ...common,
                    <a key="open" href={editHref(s.id)}>
                      {t.open}
                    </a>,
                  ]
                : [s.id, status, ...common]
            })}
          />
        </div>
      ) : null}
    </section>
  )
}

function ReconcileSection({ t, findings, time }: { t: Texts; findings: ReconcileFinding[] | null; time: Time }) {
  return (
    <section data-testid="operations-reconcile" style={{ margin: '2rem 0' }}>
      <h2>{t.reconcile}</h2>
      {!findings ? (
        <p>{t.unreadable}</p>
      ) : findings.length === 0 ? (
        <p>{t.reconcileNone}</p>
      ) : (
        <Table
          testId="operations-reconcile-findings"
          head={[t.reconcileKind, t.reconcileIntent, t.reconcileRecord, t.reconcileDetail, t.reconcileSince]}
          rows={findings.map((f) => [f.kind, <code key="i">{f.intent}</code>, f.record ?? '', f.detail, time(f.firstSeenAt)])}
        />
      )}
    </section>
  )
}

function JobsSection({ t, jobs, time }: { t: Texts; jobs: JobSummary[] | null; time: Time }) {
  const counts = (c: Record<string, number>) =>
    Object.entries(c)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')
  return (
    <section data-testid="operations-jobs" style={{ margin: '2rem 0' }}>
      <h2>{t.jobs}</h2>
      {!jobs ? (
        <p>{t.unreadable}</p>
      ) : (
        <Table
          head={[t.job, t.time, t.outcome, t.counts, t.lastOk, t.instance]}
          rows={jobs.map(({ job, latest, instances }) =>
            latest
              ? [
                  job,
                  time(latest.finishedAt),
                  latest.outcome === 'ok' ? t.ok : `${t.jobFailed}: ${latest.error ?? ''}`,
                  counts(latest.counts),
                  latest.lastOkAt ? time(latest.lastOkAt) : '',
                  `${latest.instance}${instances.length > 1 ? ` (+${instances.length - 1})` : ''}`,
                ]
              : [job, '', t.never, '', '', ''],
          )}
        />
      )}
    </section>
  )
}

function ActivitySection({ t, events }: { t: Texts; events: ActivityEvent[] | null }) {
  return (
    <section data-testid="operations-activity" style={{ margin: '2rem 0' }}>
      <h2>
        {t.activity} <small style={{ fontWeight: 400 }}>({t.activityNote})</small>
      </h2>
      {!events ? (
        <p>{t.unreadable}</p>
      ) : events.length === 0 ? (
        <p>{t.activityNone}</p>
      ) : (
        <Table
          testId="operations-activity-list"
          head={[t.when, t.who, t.what, '']}
          rows={events.map((e) => [
            e.when,
            e.who,
            e.what,
            <a key="l" href={e.href}>
              {t.open}
            </a>,
          ])}
        />
      )}
    </section>
  )
}

function DependenciesSection({ t, hotelApi }: { t: Texts; hotelApi: Check }) {
  return (
    <section data-testid="operations-dependencies" style={{ margin: '2rem 0' }}>
      <h2>{t.dependencies}</h2>
      <p data-testid="operations-hotel-api" data-state={hotelApi.ok ? 'ok' : 'down'} style={{ fontWeight: 600, color: hotelApi.ok ? undefined : '#b42318' }}>
        {t.hotelApi}: {hotelApi.ok ? `${t.hotelApiOk} (${hotelApi.ms} ms)` : `${t.hotelApiDown} ${hotelApi.error ?? ''}`}
      </p>
    </section>
  )
}
