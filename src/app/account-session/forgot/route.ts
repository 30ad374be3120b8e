/** `POST /account-session/forgot/`: "Forgot your password?" — see `handleForgotRequest`. */
import { after, type NextRequest } from 'next/server'
import { handleForgotRequest } from '@/features/account/server/passwordReset'
import { accountPayload } from '@/features/account/server/session'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  return handleForgotRequest(request, { payload: await accountPayload(), afterResponse: (task) => after(task) })
}
