'use client'
/**
 * Payment part of the booking form when Stripe is configured: the Payment Element (loaded with
 * `next/dynamic` only here, on the payment step), the meses-sin-intereses plan chooser (MXN; months
 * from Stripe's `available_plans`, ≤ 12, each with the amount per month: the authorized amount
 * divided by the months, as `monthlyInstallmentMinor` rounds it) and the payment errors the browser
 * side produces.
 */
import dynamic from 'next/dynamic'
import { useCallback, useState } from 'react'
import { formatMoney } from '../../../../lib/money/format'
import { monthlyInstallmentMinor } from '../../domain/installmentPlans'
import type { PreparedPayment, StripeCheckoutConfig, useStripePaymentFlow } from '../useStripePaymentFlow'
import { formatMessage } from '../../../../lib/i18n/format'

const StripePaymentFields = dynamic(() => import('./StripePaymentFields'), { ssr: false })

type Props = {
  config: StripeCheckoutConfig
  checkout: ReturnType<typeof useStripePaymentFlow<{ status: string } | (Omit<PreparedPayment, 'installmentPlans'> & { installmentPlans: number[] })>>
  methodCode: string
  errorText: (code: string) => string
}

export function StripePaymentBlock({ config, checkout, methodCode, errorText }: Props) {
  const [unavailable, setUnavailable] = useState(false)
  const [months, setMonths] = useState<string>('0')
  const [ready, setReady] = useState(false)
  const onLoadError = useCallback(() => setUnavailable(true), [])
  const { onReady: register } = checkout
  const onReady = useCallback(
    (api: Parameters<typeof register>[0]) => {
      register(api)
      setReady(Boolean(api))
    },
    [register],
  )
  const t = config.texts
  const perMonth = (months: number) => formatMoney(monthlyInstallmentMinor(checkout.choice?.amountMinor ?? config.amountMinor, months), config.moneyFormat)
  const methodType = config.financingCodes.includes(methodCode) ? 'affirm' : 'card'
  return (
    <div className="stripe-payment" data-testid="stripe-payment">
      <p className="stripe-payment__notice">{t.secureNotice}</p>
      {unavailable ? (
        <p className="notice notice--error" role="alert">
          {t.unavailable}
        </p>
      ) : (
        <div className="stripe-payment__element" style={{ minHeight: 220 }} aria-busy={checkout.busy}>
          {ready ? null : <p className="stripe-payment__loading">{t.loading}</p>}
          <StripePaymentFields
            publishableKey={config.publishableKey}
            locale={config.locale}
            amountMinor={config.amountMinor}
            currency={config.currency}
            methodType={methodType}
            onReady={onReady}
            onLoadError={onLoadError}
          />
        </div>
      )}
      {checkout.choice ? (
        <fieldset className="stripe-payment__plans" data-testid="msi-plans">
          <legend>{t.installmentsLegend}</legend>
          <label className="method">
            <input type="radio" name="msiMonths" value="0" checked={months === '0'} onChange={() => setMonths('0')} /> {t.singlePayment}
          </label>
          {checkout.choice.installmentPlans.map((n) => (
            <label key={n} className="method">
              <input type="radio" name="msiMonths" value={String(n)} checked={months === String(n)} onChange={() => setMonths(String(n))} />{' '}
              {formatMessage(t.months, { count: n, amount: perMonth(n) }, config.locale)}
            </label>
          ))}
          <button type="button" className="button" onClick={() => checkout.choose(months === '0' ? null : Number(months))} disabled={checkout.busy}>
            {t.confirmPlan}
          </button>
        </fieldset>
      ) : null}
      {checkout.error ? (
        <div className="notice notice--error" role="alert" data-testid="payment-error">
          <p>{checkout.error.message && checkout.error.code === 'PAYMENT_DECLINED' ? checkout.error.message : errorText(checkout.error.code)}</p>
        </div>
      ) : null}
    </div>
  )
}
