/**
 * "Money that needs a hand" on the admin dashboard, for admins and ops (a refund
 * Stripe failed is owed again and shown to staff):
 * ticket-order refunds and hotel-cancellation refunds still owed (pending, sending or failed, with the
 * last error and attempts; a refund the provider answered pending/requires_action and has not settled
 * shows as "pending at the provider" — failed, it shows as failed), captures owed after a capture error (`capture_owed_at`), and order
 * confirmation emails that exhausted their automatic attempts. Read-only, from functions each owner
 * exports (`owed`: the ticket shop's and the hotel booking's payment flows, checkout's owed captures;
 * composed in src/operationsSources.ts and passed in by payload.config.ts as server props); the
 * sweepers keep working on them. A server component (Payload `afterDashboard`), so nothing of it
 * reaches editors' browsers.
 */
import type pg from 'pg'
import type { Payload } from 'payload'
import { hasRole } from '../access/roles'
import { formatHotelInstant } from '../../lib/i18n/dates'
import { formatMoneyCode } from '../../lib/money/format'
import { owedMoney, type OperationsSources, type OwedRow } from '../operations/dashboard'

const LABELS: Record<string, Record<'es' | 'en', string>> = {
  title: { es: 'Dinero pendiente', en: 'Money that needs a hand' },
  none: { es: 'Nada pendiente: todos los reembolsos y cobros están al día.', en: 'Nothing owed: every refund and capture is settled.' },
  kind: { es: 'Qué', en: 'What' },
  ref: { es: 'Referencia', en: 'Reference' },
  status: { es: 'Estado', en: 'Status' },
  amount: { es: 'Importe', en: 'Amount' },
  attempts: { es: 'Intentos', en: 'Attempts' },
  error: { es: 'Último error', en: 'Last error' },
  since: { es: 'Desde (hora de Quintana Roo)', en: 'Since (Quintana Roo time)' },
  'shop-refund': { es: 'Reembolso de boletos', en: 'Ticket refund' },
  'hotel-refund': { es: 'Reembolso de reserva', en: 'Hotel refund' },
  'capture-owed': { es: 'Cobro pendiente', en: 'Capture owed' },
  'order-email': { es: 'Correo de pedido', en: 'Order email' },
}

/** The owed-money table; `owed`: each owner's source of owed lines (server props from payload.config.ts). */
export async function OwedMoney({ payload, user, i18n, owed }: { payload: Payload; user?: unknown; i18n?: { language?: string }; owed: OperationsSources['owed'] }) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'ops')) return null
  const lang: 'es' | 'en' = i18n?.language === 'es' ? 'es' : 'en'
  const t = (k: string) => LABELS[k]?.[lang] ?? k
  let rows: OwedRow[]
  try {
    rows = await owedMoney((payload.db as unknown as { pool: pg.Pool }).pool, owed)
  } catch (err) {
    payload.logger.error({ err }, 'owed money view failed')
    return null
  }
  return (
    <section data-testid="owed-money" style={{ marginTop: 'var(--base, 24px)' }}>
      <h2>{t('title')}</h2>
      {rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              {['kind', 'ref', 'status', 'amount', 'attempts', 'error', 'since'].map((k) => (
                <th key={k} style={{ textAlign: 'left' }}>
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}:${r.ref}`} data-kind={r.kind}>
                <td>{t(r.kind)}</td>
                <td>
                  <code>{r.ref}</code>
                </td>
                <td>{r.status}</td>
                <td>{r.amount === null ? '' : r.currency ? formatMoneyCode(Number(r.amount), r.currency) : `${r.amount} (minor units)`}</td>
                <td>{r.attempts ?? ''}</td>
                <td>{r.error ?? ''}</td>
                <td>{formatHotelInstant(r.since, lang, 'medium')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
