'use client'
/**
 * The origin airport type-ahead of the hotel + flight search: react-aria's ComboBox over the
 * airports `useOriginAirports` found for the text (the origin-search service's, or the bundled
 * list's). Loaded on first need by `PackageSearchForm` (its ~70 KB
 * gzip of script stay out of the page's first load), which shows a plain text field with the same markup
 * until then and hands over what was typed.
 *
 * `takeFocus`: the plain field had the focus when this arrived, so this field takes it, with the caret
 * at the end of the text; with `openOnArrival` (a text typed, or the stand-in's ▾ pressed) the list
 * opens then, so the traveller sees the matches without typing again.
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { type OriginAirport, shortAirportLabel } from '../domain/packageSearch'

export type OriginComboProps = {
  texts: { origin: string; originPlaceholder: string; noAirports: string; searchingAirports: string }
  /** the field's text (controlled) and the chosen airport */
  input: string
  origin: OriginAirport | null
  /** the airports offered for the text, and whether a search for it is still under way */
  items: OriginAirport[]
  pending: boolean
  onInput: (text: string) => void
  onChoose: (airport: OriginAirport | null) => void
  takeFocus: boolean
  /** open the list when the focus lands (a text was typed, or the stand-in's ▾ pressed) */
  openOnArrival: boolean
  invalid: boolean
  describedBy?: string
  /** the field's error message, rendered under it */
  error?: React.ReactNode
}

export function OriginCombo({ texts, input, origin, items, pending, onInput, onChoose, takeFocus, openOnArrival, invalid, describedBy, error }: OriginComboProps) {
  const ref = useRef<HTMLInputElement>(null)
  // 'focus' opens the list when the handed-over focus lands; every later opening follows typing;
  // 'manual' after Escape: with the text and the selection both controlled, react-aria's Escape
  // leaves a text that matches no choice and its effect reopened the list at once (WAI-ARIA: Escape
  // dismisses the list and keeps the text); the next keystroke or the ▾ button opens it again
  const [trigger, setTrigger] = useState<'focus' | 'input' | 'manual'>(takeFocus && openOnArrival ? 'focus' : 'input')

  useLayoutEffect(() => {
    const el = ref.current
    if (!takeFocus || !el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
    // runs once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <ComboBox
      className="package-search__origin"
      items={items}
      inputValue={input}
      onInputChange={(text) => {
        setTrigger('input')
        onInput(text)
      }}
      selectedKey={origin?.code ?? null}
      onSelectionChange={(key) => onChoose(items.find((x) => x.code === key) ?? null)}
      onOpenChange={(open) => {
        if (!open) setTrigger((t) => (t === 'focus' ? 'input' : t))
      }}
      menuTrigger={trigger}
      allowsEmptyCollection
      isInvalid={invalid}
      aria-describedby={describedBy}
    >
      <Label>{texts.origin}</Label>
      <div className="package-search__combo">
        <Input
          ref={ref}
          placeholder={texts.originPlaceholder}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setTrigger('manual')
          }}
        />
        <Button aria-label={texts.origin}>▾</Button>
      </div>
      <Popover className="package-search__popover">
        <ListBox<OriginAirport> renderEmptyState={() => <p className="package-search__empty">{pending ? texts.searchingAirports : texts.noAirports}</p>}>
          {(a) => (
            <ListBoxItem id={a.code} textValue={shortAirportLabel(a)} className="package-search__option">
              <strong>{shortAirportLabel(a)}</strong> <span>{a.name}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      {error}
    </ComboBox>
  )
}
