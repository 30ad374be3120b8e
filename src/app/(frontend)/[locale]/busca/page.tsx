import { searchMetadata, SearchView, type FlowPageProps } from '@/features/hotel-booking/server/SearchView'

/** Step 1 ROOMS in Portuguese spelling: `/pt/busca/` (spec §2). */
export const dynamic = 'force-dynamic'
export const generateMetadata = searchMetadata
export default function Page(props: FlowPageProps) {
  return <SearchView {...props} slug="busca" />
}
