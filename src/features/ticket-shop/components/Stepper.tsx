'use client'
/**
 * A visitors stepper: − / + buttons named "Decrease/Increase {label}" (localized), a typed numeric
 * field (committed on blur or Enter, arrow keys step, bounds kept — `parseCount`), `hint` (the age
 * band) as its description. Native elements only (no react-aria NumberField: the product page's
 * first-load JS).
 */
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { clampCount, parseCount } from '../domain/visitorCount'

type Props = { label: string; hint: string; value: number; onChange: (v: number) => void; min?: number; max?: number; name: string }

export function Stepper({ label, hint, value, onChange, min = 0, max = 99, name }: Props) {
  const t = useTranslations('shop')
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const set = (v: number) => {
    setDraft(null)
    onChange(clampCount(v, min, max))
  }
  const commit = () => {
    if (draft !== null) set(parseCount(draft, value, min, max))
  }
  return (
    <div className="shop-stepper">
      <label className="shop-stepper__label" id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <span className="shop-stepper__hint" id={`${id}-hint`}>
        {hint}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className="shop-stepper__group">
        <button
          type="button"
          className="shop-stepper__btn"
          tabIndex={-1}
          aria-label={t('stepDown', { label })}
          aria-controls={`${id}-input`}
          disabled={value <= min}
          data-disabled={value <= min || undefined}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={`${id}-input`}
          className="shop-stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          name={name}
          aria-describedby={`${id}-hint`}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
            else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault()
              set((draft === null ? value : parseCount(draft, value, min, max)) + (e.key === 'ArrowUp' ? 1 : -1))
            }
          }}
        />
        <button
          type="button"
          className="shop-stepper__btn"
          tabIndex={-1}
          aria-label={t('stepUp', { label })}
          aria-controls={`${id}-input`}
          disabled={value >= max}
          data-disabled={value >= max || undefined}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  )
}
