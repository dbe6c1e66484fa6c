import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The one file that runs the journeys of `e2e/portal-wide/` one after another: those that change
 * what every other journey on their portal sees.
 */
const portalWide = 'e2e/portal-wide.spec.ts';
const portalWideProject = 'portal-wide';

/**
 * The portal-wide file first: it is the longest task, and started last it would run alone at the
 * end while the other worker has nothing left to do.
 */
class PortalWideFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => (file.project.name === portalWideProject ? 0 : 1);
    return sorted.toSorted((a, b) => first(a) - first(b));
  }
}

const shared = { globalSetup: ['e2e/support/global-setup.ts'], testTimeout: 90_000, hookTimeout: 120_000 };

/**
 * Browser journeys against the production build, in Debian's Chromium. Each of the two projects
 * starts a portal of its own (e2e/support/global-setup.ts). The journeys make their own people,
 * organisations and payments, so they run side by side; the portal-wide ones run one at a time, on
 * their own portal, in one file that runs beside them from the start.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: PortalWideFirst },
    projects: [
      { test: { ...shared, name: 'journeys', include: ['e2e/*.spec.ts'], exclude: [portalWide] } },
      { test: { ...shared, name: portalWideProject, include: [portalWide] } },
    ],
  },
});
