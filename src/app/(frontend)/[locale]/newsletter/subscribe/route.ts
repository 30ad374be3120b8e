/** Newsletter sign-up endpoint (spec §5, §8 Newsletter): see `handleSignupRequest`. */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'
import { verifyNewsletterCaptcha } from '@/features/newsletter/server/captcha'
import { forwardDueSubscriptions, forwardSubscription } from '@/features/newsletter/server/forwarder'
import { handleSignupRequest } from '@/features/newsletter/server/handler'
import { newsletterLimiters } from '@/features/newsletter/server/rateLimit'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return handleSignupRequest(request, locale, {
    payload: await getPayload({ config }),
    limiter: newsletterLimiters().signup,
    verifyCaptcha: verifyNewsletterCaptcha,
    afterResponse: (task) => after(task),
    // The new subscription first, then any older ones whose retry is due (never more than a few).
    forward: async (payload, id) => {
      await forwardSubscription(payload, id)
      await forwardDueSubscriptions(payload, { limit: 5 })
    },
  })
}
