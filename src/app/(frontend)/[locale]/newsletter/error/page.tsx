import { NewsletterErrorView, newsletterErrorMetadata, type NewsletterErrorPageProps } from '@/features/newsletter/server/NewsletterErrorView'

/** The newsletter's error redirect page, `/{locale}/newsletter/error/` (spec §7, §8 Newsletter). */
export const dynamic = 'force-dynamic'
export const generateMetadata = newsletterErrorMetadata
export default function Page(props: NewsletterErrorPageProps) {
  return <NewsletterErrorView {...props} />
}
