import { defineConfig } from 'vitest/config';

/**
 * Journeys that change what every other journey on their portal sees: the site's status
 * (maintenance and its warning, which every open page polls), the seeded A1/A3 course that the
 * exam journeys read to its end, and the two-instance cluster, which starts two portals of its own.
 */
const portalWide = [
  'e2e/accessibility.spec.ts',
  'e2e/date-fields.spec.ts',
  'e2e/maintenance-banner.spec.ts',
  'e2e/courses.spec.ts',
  'e2e/multi-instance.spec.ts',
];

const shared = { globalSetup: ['e2e/support/global-setup.ts'], testTimeout: 90_000, hookTimeout: 120_000 };

/**
 * Browser journeys against the production build, in Debian's Chromium. Each of the two projects
 * starts a portal of its own (e2e/support/global-setup.ts). The journeys make their own people,
 * organisations and payments, so they run side by side; the portal-wide ones run one at a time, on
 * their own portal, once the journeys are done (Vitest runs the files that must run alone last).
 */
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'journeys', include: ['e2e/**/*.spec.ts'], exclude: portalWide } },
      { test: { ...shared, name: 'portal-wide', include: portalWide, fileParallelism: false } },
    ],
  },
});
