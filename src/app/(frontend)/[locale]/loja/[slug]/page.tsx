import { ProductView, productMetadata } from '@/features/ticket-shop/server/views/ProductView'
import type { ShopParamPageProps } from '@/features/ticket-shop/server/views/common'

/** Product page, Portuguese spelling: `/pt/loja/{slug}/` (the English slug). */
export const dynamic = 'force-dynamic'
export const generateMetadata = productMetadata
export default function Page(props: ShopParamPageProps) {
  return <ProductView {...props} segment="loja" />
}
