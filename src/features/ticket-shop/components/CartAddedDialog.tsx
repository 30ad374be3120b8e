'use client'
/**
 * The cart modal after adding a product (spec §2 "Cart modal after adding a product, with buttons
 * 'Continue browsing' and 'Go to cart'"): the server's success message ('The product has been
 * added') and its notices (child-ID rule).
 */
import { useTranslations } from 'next-intl'
import { ModalDialog } from '../../../components/ui/ModalDialog'

type Props = { isOpen: boolean; onOpenChange: (open: boolean) => void; message: string; notices: string[]; cartHref: string; closeLabel: string }

export function CartAddedDialog({ isOpen, onOpenChange, message, notices, cartHref, closeLabel }: Props) {
  const t = useTranslations('cart')
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={message} closeLabel={closeLabel} className="shop-added">
      {notices.length ? (
        <ul className="shop-notices">
          {notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className="shop-added__actions">
        <button type="button" className="button button--ghost" onClick={() => onOpenChange(false)}>
          {t('continueBrowsing')}
        </button>
        <a className="button" href={cartHref}>
          {t('goToCart')}
        </a>
      </div>
    </ModalDialog>
  )
}
