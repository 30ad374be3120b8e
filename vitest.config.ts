import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@payload-config': path.resolve(root, 'payload.config.ts'),
  '@': path.resolve(root, 'src'),
  // One graphql module for Payload and urql ("Cannot use GraphQLSchema from another module or realm").
  graphql: path.resolve(root, 'node_modules/graphql/index.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'seed/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          server: { deps: { inline: [/@payloadcms/, /^payload/] } },
        },
      },
    ],
  },
})
