import { getTranslations } from 'next-intl/server'
import type { CurrencyDoc } from '../lib/graphql/documents'
import { AutoSubmitSelect } from './ui/AutoSubmitSelect'

/**
 * Currency chooser (spec §1, §9: 17 currencies). A GET form that keeps the fields the page gives it
 * (`keep`: on step 1 the search and its chosen rates, which step 1 clears when the currency changed,
 * spec §4) and sends the chosen currency. Picking a currency applies it at once;
 * without script the form's button does.
 */
export async function CurrencySwitch({ action, currencies, current, keep }: { action: string; currencies: CurrencyDoc[]; current: string; keep: Record<string, string> }) {
  const t = await getTranslations('booking')
  return (
    <form method="get" action={action} className="currency-switch">
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label>
        {t('currency')}{' '}
        <AutoSubmitSelect name="currency" defaultValue={current}>
          {currencies.map((c) => (
            <option key={c.isoCode} value={c.isoCode}>
              {c.isoCode} — {c.name}
            </option>
          ))}
        </AutoSubmitSelect>
      </label>{' '}
      <noscript>
        <button type="submit" className="button button--ghost">
          {t('change')}
        </button>
      </noscript>
    </form>
  )
}
