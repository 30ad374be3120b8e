import { CartView, cartMetadata } from '@/features/ticket-shop/server/views/CartView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Cart in Portuguese spelling: `/pt/carrinho/` (`/pt/carrito/` redirects here, keeping the query). */
export const dynamic = 'force-dynamic'
export const generateMetadata = cartMetadata
export default function Page(props: ShopPageProps) {
  return <CartView {...props} slug="carrinho" />
}
