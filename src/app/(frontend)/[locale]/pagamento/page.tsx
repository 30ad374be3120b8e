import { CheckoutView, checkoutMetadata } from '@/features/ticket-shop/server/views/CheckoutView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket checkout, Portuguese spelling: `/pt/pagamento/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = checkoutMetadata
export default function Page(props: ShopPageProps) {
  return <CheckoutView {...props} segment="pagamento" />
}
