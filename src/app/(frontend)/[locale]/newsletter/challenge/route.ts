/** ALTCHA challenge for the newsletter form's captcha (self-hosted proof of work): see `handleChallengeRequest`. */
import { createNewsletterChallenge } from '@/features/newsletter/server/captcha'
import { handleChallengeRequest } from '@/features/newsletter/server/handler'
import { newsletterLimiters } from '@/features/newsletter/server/rateLimit'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return handleChallengeRequest(request, locale, { limiter: newsletterLimiters().challenge, createChallenge: () => createNewsletterChallenge() })
}
