import { getLocale } from 'next-intl/server'
import { NotFoundView } from '@/features/site/server/NotFoundView'

/**
 * The not-found boundary of the storefront: what the browser draws where a page threw `notFound()`;
 * the same view the server's 404 HTML carries (features/site/server/NotFoundView.tsx).
 */
export default async function NotFound() {
  return <NotFoundView locale={await getLocale()} />
}
