import { OrderView, orderMetadata } from '@/features/ticket-shop/server/views/OrderView'
import type { ShopParamPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket order confirmation: `/es/pedido/{code}/` ↔ `/en/order/{code}/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = orderMetadata
export default function Page(props: ShopParamPageProps) {
  return <OrderView {...props} segment="order" />
}
