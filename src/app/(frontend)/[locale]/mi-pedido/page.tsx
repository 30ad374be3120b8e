import { MyOrderView, myOrderMetadata } from '@/features/ticket-shop/server/views/MyOrderView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket order lookup: `/es/mi-pedido/` ↔ `/en/my-order/`; this folder is `/mi-pedido/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = myOrderMetadata
export default function Page(props: ShopPageProps) {
  return <MyOrderView {...props} slug="mi-pedido" />
}
