import type { FeatureScreens } from '../lib/screens';
import { collectScreens } from './screen-registry';

/** The pilot's area's screens, from every feature's `my-site-screens.ts`: they come with the area's first screen. */
export const mySiteScreens: FeatureScreens = collectScreens(
  import.meta.glob<FeatureScreens>('../features/*/my-site-screens.ts', { eager: true, import: 'screens' }),
);
