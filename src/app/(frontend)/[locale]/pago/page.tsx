import { CheckoutView, checkoutMetadata } from '@/features/ticket-shop/server/views/CheckoutView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket checkout: `/es/pago/` ↔ `/en/checkout/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = checkoutMetadata
export default function Page(props: ShopPageProps) {
  return <CheckoutView {...props} segment="pago" />
}
