/**
 * Structured JSON logging (architecture §5): one line per event on stderr with application, level,
 * message and context (method, URL, origin, request, response when known).
 */
type Level = 'info' | 'warn' | 'error'

const APPLICATION = 'hxa-storefront'

function write(level: Level, message: string, context: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, application: APPLICATION, message, ...context })
  if (level === 'info') process.stdout.write(line + '\n')
  else process.stderr.write(line + '\n')
}

export const logger = {
  info: (message: string, context?: Record<string, unknown>) => write('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => write('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => write('error', message, context),
}
