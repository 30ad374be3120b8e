'use client'
/**
 * A modal dialog (react-aria-components ModalOverlay › Modal › Dialog): focus is trapped and returns to
 * the trigger, Esc and a click outside close it, the title labels it, and a visible close button is
 * always there. Controlled: the caller owns `isOpen`.
 */
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import './ui.css'

type Props = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  children: ReactNode
  className?: string
}

export function ModalDialog({ isOpen, onOpenChange, title, closeLabel, children, className }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-modal-overlay">
      <Modal className={`ui-modal ${className ?? ''}`}>
        <Dialog className="ui-dialog">
          <div className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            <Button slot="close" className="ui-dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
