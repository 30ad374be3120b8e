'use client'
/**
 * A visitors stepper (react-aria-components NumberField: − / + buttons with localized accessible
 * names, typed input, bounds). `hint` is the age band shown under the label.
 */
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components'

type Props = { label: string; hint: string; value: number; onChange: (v: number) => void; min?: number; max?: number; name: string }

export function Stepper({ label, hint, value, onChange, min = 0, max = 99, name }: Props) {
  return (
    <NumberField
      className="shop-stepper"
      value={value}
      onChange={(v) => onChange(Number.isFinite(v) ? Math.max(min, Math.min(max, Math.round(v))) : min)}
      minValue={min}
      maxValue={max}
      step={1}
      name={name}
    >
      <Label className="shop-stepper__label">{label}</Label>
      <Text slot="description" className="shop-stepper__hint">
        {hint}
      </Text>
      <Group className="shop-stepper__group">
        <Button slot="decrement" className="shop-stepper__btn">
          −
        </Button>
        <Input className="shop-stepper__input" />
        <Button slot="increment" className="shop-stepper__btn">
          +
        </Button>
      </Group>
    </NumberField>
  )
}
