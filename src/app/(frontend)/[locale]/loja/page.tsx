import { ShopListView, shopListMetadata } from '@/features/ticket-shop/server/views/ShopListView'
import type { ShopPageProps } from '@/features/ticket-shop/server/views/common'

/** Ticket shop listing, Portuguese spelling: `/pt/loja/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = shopListMetadata
export default function Page(props: ShopPageProps) {
  return <ShopListView {...props} segment="loja" />
}
