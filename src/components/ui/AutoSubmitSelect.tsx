'use client'
/**
 * A native select that submits its form as soon as the visitor picks an option (e.g.
 * the currency applies without a separate button). Progressive enhancement: the form keeps a submit
 * button inside `<noscript>`, so without script it still works as a plain GET form.
 */
import type { SelectHTMLAttributes } from 'react'

export function AutoSubmitSelect(props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'>) {
  return <select {...props} onChange={(e) => e.currentTarget.form?.requestSubmit()} />
}
