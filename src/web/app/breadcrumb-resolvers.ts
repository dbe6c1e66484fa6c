import { categoryTitle, knownCategory } from '../lib/known-categories';
import type { TitleResolvers } from '../lib/breadcrumbs';
import { currentLanguage } from '../lib/i18n';

/**
 * Titles of routes that take an id parameter, resolved from their parameters (specification
 * section 2). The examination category route takes the category's own title, in the reader's
 * language, once the exams screens have loaded that category; until then the route's title stands.
 */
export const breadcrumbTitleResolvers: TitleResolvers = {
  adminExaminationCategory: (params) => {
    const id = Number(params.id);
    const category = Number.isInteger(id) ? knownCategory(id) : undefined;
    return category ? categoryTitle(category, currentLanguage()) : null;
  },
  // The organisation's name is in its address, so its crumb is named before the record loads.
  adminOrganizationDetail: (params) => params.orgName?.trim() || null,
};
