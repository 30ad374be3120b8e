import { type Props, VerifyView, verifyMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Email verification, Portuguese spelling: `/pt/conta/verificar/?token=…`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = verifyMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'verify', 'conta/verificar')
  return <VerifyView {...props} />
}
