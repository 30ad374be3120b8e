import type { Access } from 'payload'

/** Public read: anonymous visitors included. */
export const anyone: Access = () => true
