import { type Props, VerifyView, verifyMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Email verification, Spanish spelling: `/es/cuenta/verificar/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = verifyMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'verify', 'cuenta/verificar')
  return <VerifyView {...props} />
}
