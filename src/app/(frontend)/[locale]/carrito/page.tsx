import { CartView, cartMetadata } from '@/features/ticket-shop/server/views/CartView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Cart and express-checkout target: `/es/carrito/` and `/en/carrito/` (spec §2). */
export const dynamic = 'force-dynamic'
export const generateMetadata = cartMetadata
export default function Page(props: ShopPageProps) {
  return <CartView {...props} slug="carrito" />
}
