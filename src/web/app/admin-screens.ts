import type { FeatureScreens } from '../lib/screens';
import { collectScreens } from './screen-registry';

/** The administration's screens, from every feature's `admin-screens.ts`: they come with its first screen. */
export const adminScreens: FeatureScreens = collectScreens(
  import.meta.glob<FeatureScreens>('../features/*/admin-screens.ts', { eager: true, import: 'screens' }),
);
