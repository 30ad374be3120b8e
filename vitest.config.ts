import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = [
  { find: '@payload-config', replacement: path.resolve(root, 'payload.config.ts') },
  { find: /^@\/(.*)$/, replacement: path.resolve(root, 'src') + '/$1' },
  // One graphql module for Payload and urql ("Cannot use GraphQLSchema from another module or realm").
  { find: /^graphql$/, replacement: path.resolve(root, 'node_modules/graphql/index.js') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'seed/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          // tests/security/: the attack suite (issue #13), on the same throwaway database
          // (`npm run test:security` runs it alone)
          include: ['tests/int/**/*.int.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
