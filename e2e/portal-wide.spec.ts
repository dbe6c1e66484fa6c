import { describe } from 'vitest';

/**
 * The journeys that change what every other journey on their portal sees (see vitest.e2e.config.ts),
 * one after another in one file, so that Vitest runs them on one worker beside the other journeys
 * instead of alone after them. Each file's hooks stay within its own block.
 */
describe('accessibility.spec.ts', async () => void (await import('./accessibility.spec')));
describe('date-fields.spec.ts', async () => void (await import('./date-fields.spec')));
describe('maintenance-banner.spec.ts', async () => void (await import('./maintenance-banner.spec')));
describe('courses.spec.ts', async () => void (await import('./courses.spec')));
describe('multi-instance.spec.ts', async () => void (await import('./multi-instance.spec')));
