import { type Props, VerifyView, verifyMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Email verification, English spelling: `/en/account/verify/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = verifyMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'verify', 'account/verify')
  return <VerifyView {...props} />
}
