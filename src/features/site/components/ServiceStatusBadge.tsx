'use client'
/**
 * "Open now / Closed" state of customer service, computed in the visitor's browser from the CMS
 * hours in Quintana Roo time (so cached pages stay correct), refreshed every minute.
 */
import { useEffect, useState } from 'react'
import { type ServiceHours, serviceStatus } from '../domain/serviceHours'

export function ServiceStatusBadge({ hours, openText, closedText }: { hours: ServiceHours; openText: string; closedText: string }) {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => {
      try {
        setOpen(serviceStatus(new Date(), hours).open)
      } catch {
        setOpen(null)
      }
    }
    update()
    const timer = setInterval(update, 60_000)
    return () => clearInterval(timer)
  }, [hours])
  if (open === null) return null
  return (
    <p className={open ? 'service-status service-status--open' : 'service-status'} data-testid="service-status">
      <span aria-hidden="true" className="service-status__dot" /> {open ? openText : closedText}
    </p>
  )
}
