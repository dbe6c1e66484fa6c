import { featureNamespace } from '../lib/i18n';
import { withTexts, type FeatureScreens, type LazyScreen } from '../lib/screens';

/**
 * The screens of one registry file name (`screens.ts`, `my-site-screens.ts`, `admin-screens.ts`)
 * gathered from every feature that has one, by route id, each coming with its feature's texts
 * (lib/i18n.ts, featureNamespace).
 */
export function collectScreens(byFile: Record<string, FeatureScreens>): FeatureScreens {
  const all: Record<string, LazyScreen> = {};
  for (const [file, featureScreens] of Object.entries(byFile)) {
    const texts = featureNamespace(/features\/([\w-]+)\/[\w-]*screens\.ts$/.exec(file)![1]);
    for (const [routeId, screen] of Object.entries(featureScreens)) {
      if (all[routeId]) throw new Error(`${file} claims route ${routeId}, which another feature's screen already has`);
      all[routeId] = withTexts(screen, texts);
    }
  }
  return all;
}
