import { searchMetadata, SearchView, type FlowPageProps } from '@/features/hotel-booking/server/SearchView'

/** Step 1 ROOMS in English (and Portuguese) spelling: `/en/search/` (spec §2). */
export const dynamic = 'force-dynamic'
export const generateMetadata = searchMetadata
export default function Page(props: FlowPageProps) {
  return <SearchView {...props} slug="search" />
}
