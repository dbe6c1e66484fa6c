import { readyScreen, type FeatureScreens } from '../../lib/screens';
import { AdminExceptionPage } from './pages/exception-page';

export const screens: FeatureScreens = {
  adminException: readyScreen(AdminExceptionPage),
};
