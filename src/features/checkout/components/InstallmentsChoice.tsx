'use client'
/**
 * The bank and interest-free months chooser both checkouts show with the sandbox provider in MXN
 * (spec §9 MSI): a bank select (`bank`: the CMS bank id, '' = one payment) and a months select
 * (`installments`: months, '1' = one payment) listing the chosen bank's plans. The server checks the
 * pair against the CMS banks (`installmentChoice`, ../domain/installmentPlans.ts); this only offers it.
 */
import { useState, type ReactNode } from 'react'

export type InstallmentBankOption = { id: number; name: string; months: { count: number; label: string }[] }

export type InstallmentsChoiceTexts = { installments: string; installmentsHint: string; bank: string; months: string; singlePayment: string }

/**
 * @param banks the banks offering months for this payment, each month option with its label
 * @param chosen the bank and months the form posted last (kept after an error)
 * @param error the months field's error element, when any (its id is `describedBy`)
 */
export function InstallmentsChoice({
  texts,
  banks,
  chosen,
  className,
  testId,
  error,
  describedBy,
}: {
  texts: InstallmentsChoiceTexts
  banks: InstallmentBankOption[]
  chosen: { bank?: string; installments?: string }
  className: string
  testId?: string
  error?: ReactNode
  describedBy?: string
}) {
  const [bankId, setBankId] = useState<string>(chosen.bank ?? '')
  const bank = banks.find((b) => String(b.id) === bankId)
  return (
    <div className={className} data-testid={testId}>
      <h3>{texts.installments}</h3>
      <p className={`${className}__hint`}>{texts.installmentsHint}</p>
      <div className="guest-form__grid">
        <label>
          {texts.bank}
          <select name="bank" value={bankId} onChange={(e) => setBankId(e.target.value)}>
            <option value="">{texts.singlePayment}</option>
            {banks.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.months}
          <select name="installments" defaultValue={chosen.installments ?? '1'} key={bankId} disabled={!bank} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
            <option value="1">{texts.singlePayment}</option>
            {(bank?.months ?? []).map((m) => (
              <option key={m.count} value={String(m.count)}>
                {m.label}
              </option>
            ))}
          </select>
          {error}
        </label>
      </div>
    </div>
  )
}
