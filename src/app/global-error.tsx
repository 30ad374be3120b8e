'use client'
/**
 * Last-resort error page when the layout itself fails (e.g. the CMS is unreachable): the spec's
 * 'Internal Error' / 'Error interno' with a link home, language taken from the URL (spec §2).
 */
export default function GlobalError() {
  const es = typeof window !== 'undefined' && window.location.pathname.startsWith('/es')
  return (
    <html lang={es ? 'es' : 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>{es ? 'Error interno' : 'Internal Error'}</h1>
        <p>
          <a href={es ? '/es/' : '/en/'}>{es ? 'Ir a la página de inicio' : 'Go to the home page'}</a>
        </p>
      </body>
    </html>
  )
}
