import { MyOrderView, myOrderMetadata } from '@/features/ticket-shop/server/views/MyOrderView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket order lookup, Portuguese spelling: `/pt/meu-pedido/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = myOrderMetadata
export default function Page(props: ShopPageProps) {
  return <MyOrderView {...props} slug="meu-pedido" />
}
