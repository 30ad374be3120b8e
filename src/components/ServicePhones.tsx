/**
 * The customer-service numbers for Mexico and the USA (spec §1 cross-cutting features, §8 Calendar),
 * as `tel:` links; a number the CMS site settings leave empty is not listed. `labels` are the
 * countries' names in the page's language; `className` the list's (the maintenance notice's by default).
 */
export function ServicePhones({
  phones,
  labels,
  className = 'maintenance__phones',
}: {
  phones: { mexico: string | null; usa: string | null } | null
  labels: { mexico: string; usa: string }
  className?: string
}) {
  return (
    <ul className={className}>
      {phones?.mexico && (
        <li>
          {labels.mexico}: <a href={`tel:${phones.mexico.replace(/\s+/g, '')}`}>{phones.mexico}</a>
        </li>
      )}
      {phones?.usa && (
        <li>
          {labels.usa}: <a href={`tel:+${phones.usa.replace(/\D+/g, '')}`}>{phones.usa}</a>
        </li>
      )}
    </ul>
  )
}
